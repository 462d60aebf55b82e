import type { SearchDocType } from '@portal/shared';
import { PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { nextTurn } from '../../lib/loop-turn.ts';
import { COUNT_CAP } from '../../lib/paging.ts';
import { type KeywordSet, keywordSet } from './keyword-sets.ts';
import { pgKeywordMatches } from './pg-keyword-sets.ts';
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

/** Inclusive yyyy-MM-dd bounds of a list's publish date. */
export interface DateBounds {
  from?: string | undefined;
  to?: string | undefined;
}

export interface NewestPage {
  ids: number[];
  total: number;
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
   * The ids of the matching public documents published within `bounds`, newest first (publish
   * date, then id), at most `limit`: a keyword-only list of a `publicList` section in its
   * default order, read from the index without reading the list's table. Only for a guests'
   * lookup (ListSearch.userId null).
   */
  newest?(limit: number, bounds?: DateBounds): Promise<number[]>;
  /**
   * One page of `newest` and how many there are (counted no further than COUNT_CAP + 1): a
   * one-off keyword list (its own dates) costs a page of ids and no count over the list's table.
   */
  newestPage?(bounds: DateBounds, offset: number, limit: number): Promise<NewestPage>;
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
    const tsQuery = tsQueryText(words);
    const matching = sql`from search_index s where s.doc_type = ${search.docType}
      and ${pgVisible(search.userId)} and s.tsv @@ to_tsquery('simple', ${tsQuery})`;
    const condition = sql<boolean>`${id} in (select s.ref_id ${matching})`;
    const base = { condition: () => condition, release: () => {} };
    if (search.userId !== null) return base;
    const kept = await pgKeywordMatches(db, search.docType, tsQuery);
    if (!kept)
      return {
        ...base,
        newest: (limit, bounds = {}) =>
          idsOf(
            db,
            sql`select s.ref_id as id ${matching} ${pgDateBounds(bounds)}
              order by s.publish_date desc, s.ref_id desc limit ${limit}`,
          ),
      };
    return {
      ...base,
      matches: { size: kept.size, first: kept.first, last: kept.last },
      newest: async (limit, bounds = {}) => kept.within(bounds, 0, limit).ids,
      newestPage: async (bounds, offset, limit) => kept.within(bounds, offset, limit),
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
          newest: (limit: number, bounds: DateBounds = {}) =>
            newestOf(db, set.table, limit, bounds),
          newestPage: (bounds: DateBounds, offset: number, limit: number) =>
            newestPageOf(db, set, bounds, offset, limit),
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
async function newestOf(
  db: Db,
  table: string,
  limit: number,
  bounds: DateBounds,
): Promise<number[]> {
  const ids: number[] = [];
  let after = sql`1 = 1`;
  while (ids.length < limit) {
    const take = Math.min(1000, limit - ids.length);
    const { rows } = await sql<{ id: number; date: string }>`
      select id, publish_date as date from ${sql.raw(table)}
      where ${after} and ${sqliteDateBounds(bounds)}
      order by publish_date desc, id desc limit ${take}`.execute(db);
    for (const row of rows) ids.push(Number(row.id));
    if (rows.length < take) break;
    const end = rows[rows.length - 1]!;
    after = sql`(publish_date, id) < (${end.date}, ${end.id})`;
    await nextTurn();
  }
  return ids;
}

/** A page of a keyword set's ids within the bounds, newest first, and their capped number. */
async function newestPageOf(
  db: Db,
  set: KeywordSet,
  bounds: DateBounds,
  offset: number,
  limit: number,
): Promise<NewestPage> {
  const within = sqliteDateBounds(bounds);
  const includesAll =
    (!bounds.from || (set.first !== null && bounds.from <= set.first)) &&
    (!bounds.to || (set.last !== null && bounds.to >= set.last));
  const total = includesAll
    ? set.size
    : Number(
        (
          await sql<{ n: number }>`select count(*) as n from (select 1 from ${sql.raw(set.table)}
            where ${within} limit ${COUNT_CAP + 1})`.execute(db)
        ).rows[0]?.n ?? 0,
      );
  if (offset >= Math.min(total, COUNT_CAP)) return { ids: [], total };
  const { rows } = await sql<{ id: number }>`select id from ${sql.raw(set.table)} where ${within}
    order by publish_date desc, id desc limit ${limit} offset ${offset}`.execute(db);
  return { ids: rows.map((r) => Number(r.id)), total };
}

const sqliteDateBounds = ({ from, to }: DateBounds) =>
  sql`${from ? sql`publish_date >= ${from}` : sql`1 = 1`}
    and ${to ? sql`publish_date <= ${to}` : sql`1 = 1`}`;

const pgDateBounds = ({ from, to }: DateBounds) =>
  sql`${from ? sql`and s.publish_date >= ${from}` : sql``} ${to ? sql`and s.publish_date <= ${to}` : sql``}`;
