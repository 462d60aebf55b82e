import type { SearchDocType } from '@portal/shared';
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { COUNT_CAP, type Paging, pageWindow } from '../../lib/paging.ts';
import { wordParts } from './segment.ts';

export interface SearchRow {
  docType: string;
  refId: number;
  title: string;
  body: string;
  status: number;
  publishDate: string;
}

export interface SearchInput extends Paging {
  words: string[];
  docType: SearchDocType;
  /** The asking member: their own non-public documents (a need 待审核) are found too. */
  userId: number | null;
}

/**
 * Keeps what a page does not change (a query's ranked window, its counts) for the next page or
 * tab: search/result-cache.ts, emptied by every write to the index. Absent: loaded every time.
 */
export type Keep = <T>(key: string, load: () => Promise<T>) => Promise<T>;

export const loadEveryTime: Keep = (_key, load) => load();

/** What a ranked window depends on: the words, the section and whose hidden documents count. */
const rankedKey = (input: SearchInput) =>
  JSON.stringify(['ranked', input.words, input.docType, input.userId]);

/** A term as an FTS5 string: double quotes doubled, so it is always one quoted phrase. */
const ftsString = (w: string) => `"${w.replaceAll('"', '""')}"`;

/**
 * A query word in FTS5, in a section (`outcome_`): the word, or its dictionary parts close
 * together (see wordParts; at most one token between them, as in 应用于海洋工程 → 海洋 于海洋 工程).
 */
function ftsWord(w: string, prefix: string): string {
  const term = (x: string) => ftsString(`${prefix}${x}`);
  const parts = wordParts(w);
  if (!parts) return term(w);
  return `(${term(w)} OR NEAR(${parts.map(term).join(' ')}, ${parts.length - 1}))`;
}

/**
 * The FTS5 query: every word (AND) in the title or the body, among the section's public
 * documents — and, for a member, their own non-public ones (x<type>_ tokens, owner u<id>).
 */
export function ftsQuery(
  input: Pick<SearchInput, 'words' | 'docType' | 'userId'>,
  columns = '{title body}',
): string {
  const words = (prefix: string) => input.words.map((w) => ftsWord(w, prefix)).join(' AND ');
  const visible = `${columns} : (${words(`${input.docType}_`)})`;
  if (!input.userId) return visible;
  const own = `${columns} : (${words(`x${input.docType}_`)}) AND {owner} : ${ftsString(`u${input.userId}`)}`;
  return `(${visible}) OR (${own})`;
}

/** bm25 weights: title 10, body 2, owner 0 (it only filters). */
const sqliteRank = sql`bm25(search_fts, 10.0, 2.0, 0.0)`;

/**
 * How many of the newest matches are ranked by relevance. bm25 costs a few microseconds per
 * matching row, so a word found in 70,000 documents would take ~100 ms to rank in full; beyond
 * the window, results continue newest first. Queries with fewer matches are ranked in full.
 */
export const RANK_WINDOW = 1000;

/**
 * SQLite: documents with every word in the title come first, then the rest, each group by
 * bm25 (bm25 alone saturates: a short body repeating a word can outscore a title match).
 * The window is ranked once per query and kept, as on PostgreSQL.
 */
async function searchSqlite(db: Db, input: SearchInput, keep: Keep) {
  const match = ftsQuery(input);
  const { offset, limit } = pageWindow(input);
  const window = await keep(
    rankedKey(input),
    async (): Promise<RankedWindow & { floor: number }> => {
      const counted = await sql<{ n: number }>`
      select count(*) as n from search_fts where search_fts match ${match}`.execute(db);
      const total = Number(counted.rows[0]?.n ?? 0);
      if (total === 0) return { ids: [], total, capped: false, floor: 0 };
      // The oldest rowid inside the ranking window (0: everything is ranked).
      const floor =
        total <= RANK_WINDOW
          ? 0
          : ((
              await sql<{
                rowid: number;
              }>`select rowid from search_fts where search_fts match ${match}
              order by rowid desc limit 1 offset ${RANK_WINDOW - 1}`.execute(db)
            ).rows[0]?.rowid ?? 0);
      const inTitle = ftsQuery(input, '{title}');
      const ranked = await sql<{ id: number }>`
      select rowid as id, ${sqliteRank} as score,
        rowid in (select rowid from search_fts where search_fts match ${inTitle}
          and rowid >= ${floor}) as in_title
      from search_fts where search_fts match ${match} and rowid >= ${floor}
      order by in_title desc, score, rowid desc`.execute(db);
      return { ids: ranked.rows.map((r) => r.id), total, capped: false, floor };
    },
  );
  const { total, floor } = window;
  if (total === 0 || offset >= total) return { rows: [], total };
  const ids = window.ids.slice(offset, offset + limit);
  if (floor > 0 && offset + limit > RANK_WINDOW && ids.length < limit) {
    const rest = await sql<{ id: number }>`
      select rowid as id from search_fts where search_fts match ${match} and rowid < ${floor}
      order by rowid desc limit ${limit - ids.length}
      offset ${Math.max(0, offset - RANK_WINDOW)}`.execute(db);
    ids.push(...rest.rows.map((r) => r.id));
  }
  return { rows: await rowsInOrder(db, ids), total };
}

/** A word as a tsquery operand: quoted, so to_tsquery reads it as a word and not as syntax. */
const tsString = (w: string) => `'${w.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

/** A query word in a tsquery: the word, or its parts in sequence; `weight` limits the column. */
function tsWord(w: string, weight = ''): string {
  const parts = wordParts(w);
  const one = (x: string) => `${tsString(x)}${weight}`;
  return parts ? `(${one(w)} | ${parts.map(one).join(' <-> ')})` : one(w);
}

/** PostgreSQL: public documents of search_index `s`, and the asking member's own. */
export function pgVisible(userId: number | null) {
  return userId ? sql`(s.status = 1 or s.owner_id = ${userId})` : sql`s.status = 1`;
}

/** The words as one tsquery text: every word (AND). */
export function tsQueryText(words: string[]): string {
  return words.map((w) => tsWord(w)).join(' & ');
}

/** The ranked ids of a query's newest RANK_WINDOW matches, and how many match. */
interface RankedWindow {
  ids: number[];
  total: number;
  capped: boolean;
}

/**
 * PostgreSQL: the same order — title matches (weight A) first, then ts_rank — over the newest
 * RANK_WINDOW matches, as on SQLite (ts_rank reads each match's whole vector: ranking every
 * match of a common two-character word took most of a second); beyond it newest first. The
 * count stops at COUNT_CAP (`capped`), since counting all matches costs as much as ranking them.
 * The window is ranked once per query and kept: its next pages are slices of it.
 */
async function searchPostgres(db: Db, input: SearchInput, keep: Keep) {
  const query = sql`to_tsquery('simple', ${tsQueryText(input.words)})`;
  const where = sql`s.doc_type = ${input.docType} and ${pgVisible(input.userId)} and s.tsv @@ ${query}`;
  const { offset, limit } = pageWindow(input);
  const {
    ids: ranked,
    total,
    capped,
  } = await keep(rankedKey(input), async (): Promise<RankedWindow> => {
    const counted = await sql<{ n: number }>`select count(*) as n from (
      select 1 from search_index s where ${where} limit ${COUNT_CAP + 1}) m`.execute(db);
    const found = Number(counted.rows[0]?.n ?? 0);
    if (found === 0) return { ids: [], total: 0, capped: false };
    const inTitle = sql`to_tsquery('simple', ${input.words.map((w) => tsWord(w, ':A')).join(' & ')})`;
    // Ranked on ids and vectors only: titles and bodies are read for the page's rows alone.
    const rows = await sql<{ id: number }>`
      select m.id from (
        select s.id, s.tsv from search_index s where ${where}
        order by s.id desc limit ${RANK_WINDOW}) m
      order by (m.tsv @@ ${inTitle}) desc, ts_rank(m.tsv, ${query}) desc, m.id desc`.execute(db);
    const ids = rows.rows.map((r) => Number(r.id));
    return { ids, total: Math.min(found, COUNT_CAP), capped: found > COUNT_CAP };
  });
  if (total === 0 || offset >= total) return { rows: [], total, capped };
  const ids = ranked.slice(offset, offset + limit);
  if (total > RANK_WINDOW && offset + limit > RANK_WINDOW && ids.length < limit) {
    const rest = await sql<{ id: number }>`
      select s.id from search_index s where ${where}
      order by s.id desc limit ${limit - ids.length}
      offset ${RANK_WINDOW + Math.max(0, offset - RANK_WINDOW)}`.execute(db);
    ids.push(...rest.rows.map((r) => Number(r.id)));
  }
  return { rows: await rowsInOrder(db, ids), total, capped };
}

/** The documents of `ids`, in that order. */
async function rowsInOrder(db: Db, ids: number[]): Promise<SearchRow[]> {
  if (ids.length === 0) return [];
  const found = await db
    .selectFrom('searchIndex')
    .select(['id', 'docType', 'refId', 'title', 'body', 'status', 'publishDate'])
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(found.map((r) => [Number(r.id), r]));
  return ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
}

/** The page of matching documents, most relevant first, and how many match (capped: more). */
export async function searchIndex(
  db: Db,
  input: SearchInput,
  keep: Keep = loadEveryTime,
): Promise<{ rows: SearchRow[]; total: number; capped?: boolean }> {
  if (input.words.length === 0) return { rows: [], total: 0 };
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return postgres ? searchPostgres(db, input, keep) : searchSqlite(db, input, keep);
}
