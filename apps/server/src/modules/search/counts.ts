import type { SearchDocType } from '@portal/shared';
import { sql } from 'kysely';
import { type Db, isPostgres } from '../../db/index.ts';
import { COUNT_CAP } from '../../lib/paging.ts';
import {
  ftsQuery,
  type Keep,
  loadEveryTime,
  pgVisible,
  type SearchInput,
  tsQueryText,
} from './query.ts';

type Counts = Partial<Record<SearchDocType, number>>;

/**
 * PostgreSQL reads at most this many matches to count every type in one pass; a word found
 * more often is counted type by type, each no further than COUNT_CAP. (An object: tests lower it.)
 */
export const groupedCount = { scanCap: 20_000 };

/**
 * How many documents of each type match the words (the /Search tabs), kept for the next page
 * or tab of the same words (`keep`).
 * SQLite: one scalar FTS count per type in a single SELECT — each count is answered from the
 * FTS index without reading the documents. PostgreSQL reads the GIN matches once, grouped by
 * type (one type at a time, each read its type's whole b-tree range beside the GIN match).
 */
export async function countByType(
  db: Db,
  input: Pick<SearchInput, 'words' | 'userId'>,
  docTypes: readonly SearchDocType[],
  keep: Keep = loadEveryTime,
): Promise<Counts> {
  if (input.words.length === 0 || docTypes.length === 0) return zeros(docTypes);
  const key = JSON.stringify(['counts', input.words, input.userId, docTypes]);
  return keep(key, () =>
    isPostgres(db as never) ? countPostgres(db, input, docTypes) : countSqlite(db, input, docTypes),
  );
}

function zeros(docTypes: readonly SearchDocType[]): Counts {
  return Object.fromEntries(docTypes.map((docType) => [docType, 0]));
}

async function countSqlite(
  db: Db,
  input: Pick<SearchInput, 'words' | 'userId'>,
  docTypes: readonly SearchDocType[],
): Promise<Counts> {
  const countOf = (docType: SearchDocType) =>
    sql`(select count(*) from search_fts where search_fts match ${ftsQuery({ ...input, docType })})`;
  return scalarCounts(db, docTypes, countOf);
}

async function countPostgres(
  db: Db,
  input: Pick<SearchInput, 'words' | 'userId'>,
  docTypes: readonly SearchDocType[],
): Promise<Counts> {
  const query = sql`to_tsquery('simple', ${tsQueryText(input.words)})`;
  const visible = pgVisible(input.userId);
  const grouped = await sql<{ docType: SearchDocType; n: number }>`
    select m.doc_type, count(*) as n from (
      select s.doc_type from search_index s where ${visible} and s.tsv @@ ${query}
      limit ${groupedCount.scanCap + 1}) m
    group by m.doc_type`.execute(db);
  const read = grouped.rows.reduce((sum, r) => sum + Number(r.n), 0);
  if (read <= groupedCount.scanCap) {
    const counts = zeros(docTypes);
    for (const r of grouped.rows) {
      if (r.docType in counts) counts[r.docType] = Math.min(Number(r.n), COUNT_CAP);
    }
    return counts;
  }
  // A common word: each type counted no further than COUNT_CAP, as the lists are.
  const countOf = (
    docType: SearchDocType,
  ) => sql`(select count(*) from (select 1 from search_index s
    where s.doc_type = ${docType} and ${visible} and s.tsv @@ ${query} limit ${COUNT_CAP}) m)`;
  return scalarCounts(db, docTypes, countOf);
}

/** One SELECT of one scalar count per type. */
async function scalarCounts(
  db: Db,
  docTypes: readonly SearchDocType[],
  countOf: (docType: SearchDocType) => ReturnType<typeof sql>,
): Promise<Counts> {
  const columns = docTypes.map((docType, i) => sql`${countOf(docType)} as ${sql.ref(`c${i}`)}`);
  const row = (await sql<Record<string, number>>`select ${sql.join(columns)}`.execute(db)).rows[0];
  return Object.fromEntries(docTypes.map((docType, i) => [docType, Number(row?.[`c${i}`] ?? 0)]));
}
