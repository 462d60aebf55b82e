import type { SearchDocType } from '@portal/shared';
import { PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { nextTurn } from '../../lib/loop-turn.ts';
import { keywordSet } from './keyword-sets.ts';
import { ftsQuery, pgVisible, tsQueryText } from './query.ts';
import { queryWords } from './segment.ts';

/** The section a list's keyword is looked up in, and who asks (their own pending documents). */
export interface ListSearch {
  docType: SearchDocType;
  /** Null when the list shows public rows only (the asker's own pending documents never show). */
  userId: number | null;
  /**
   * The list, before its filters, is exactly the section's public documents, and a document's
   * publishDate is the list's date (same calendar day): the number of public documents a
   * keyword matches is then the list's total when nothing else narrows it.
   */
  publicList?: boolean;
}

/** A list keyword answered by the search index. */
export interface ListKeyword {
  /**
   * The keyword as a condition on the list's id column. `probe`: written so that no index is
   * chosen for it (SQLite), for a list that walks its order index and tests each row.
   */
  condition(probe: boolean): RawBuilder<boolean>;
  /**
   * SQLite: how many public documents match, and their publish dates' range, when the keyword
   * was looked up for guests (ListSearch.userId null).
   */
  matches?: { size: number; first: string | null; last: string | null };
  /**
   * The ids of the matching public documents, newest first (publish date, then id), at most
   * `limit`: a keyword-only list of a `publicList` section in its default order, read from the
   * index without reading the list's table. Only for a guests' lookup (ListSearch.userId null).
   */
  newest?(limit: number): Promise<number[]>;
  /** Ends the request's use of the looked-up ids. */
  release(): void;
}

/**
 * A list's keyword as a condition on its id column, answered by the search index (the words of
 * the site search, in the title or the body) instead of LIKE '%…%', which reads every row of a
 * large table. Undefined when the keyword holds no searchable word (punctuation only): the
 * caller then matches it as text.
 */
export async function listKeyword(
  db: Db,
  keyword: string,
  idColumn: string,
  search: ListSearch,
): Promise<ListKeyword | undefined> {
  const words = queryWords(keyword);
  if (words.length === 0) return undefined;
  const id = sql.ref(idColumn);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const matching = sql`from search_index s where s.doc_type = ${search.docType}
      and ${pgVisible(search.userId)} and s.tsv @@ to_tsquery('simple', ${tsQueryText(words)})`;
    const condition = sql<boolean>`${id} in (select s.ref_id ${matching})`;
    return {
      condition: () => condition,
      ...(search.userId === null
        ? {
            newest: (limit: number) =>
              idsOf(
                db,
                sql`select s.ref_id as id ${matching}
                order by s.publish_date desc, s.ref_id desc limit ${limit}`,
              ),
          }
        : {}),
      release: () => {},
    };
  }
  const match = ftsQuery({ words, docType: search.docType, userId: search.userId });
  const set = await keywordSet(db, match);
  if (!set) {
    const condition = sql<boolean>`${id} in (select s.ref_id from search_index s where s.id in (
      select rowid from search_fts where search_fts match ${match}))`;
    return { condition: () => condition, release: () => {} };
  }
  const ids = sql`(select id from ${sql.raw(set.table)})`;
  return {
    // `+id`: not a rowid lookup, a test of each row the list's own order walks through.
    condition: (probe) => (probe ? sql<boolean>`+${id} in ${ids}` : sql<boolean>`${id} in ${ids}`),
    ...(search.userId === null
      ? {
          matches: { size: set.size, first: set.first, last: set.last },
          newest: (limit: number) => newestOf(db, set.table, limit),
        }
      : {}),
    release: () => set.release(),
  };
}

async function idsOf(db: Db, query: RawBuilder<unknown>): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`${query}`.execute(db);
  return rows.map((r) => Number(r.id));
}

/**
 * The newest `limit` ids of a keyword set, read a thousand at a time from its index with the
 * event loop free between statements (SQLite blocks the process while one runs).
 */
async function newestOf(db: Db, table: string, limit: number): Promise<number[]> {
  const ids: number[] = [];
  let after = sql``;
  while (ids.length < limit) {
    const take = Math.min(1000, limit - ids.length);
    const { rows } = await sql<{ id: number; date: string }>`
      select id, publish_date as date from ${sql.raw(table)} ${after}
      order by publish_date desc, id desc limit ${take}`.execute(db);
    for (const row of rows) ids.push(Number(row.id));
    if (rows.length < take) break;
    const end = rows[rows.length - 1]!;
    after = sql`where (publish_date, id) < (${end.date}, ${end.id})`;
    await nextTurn();
  }
  return ids;
}
