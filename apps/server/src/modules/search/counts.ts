import type { SearchDocType } from '@portal/shared';
import { sql } from 'kysely';
import { type Db, isPostgres } from '../../db/index.ts';
import { COUNT_CAP } from '../../lib/paging.ts';
import { ftsQuery, pgVisible, type SearchInput, tsQueryText } from './query.ts';

/**
 * How many documents of each type match the words (the /Search tabs), in one statement.
 * SQLite: one scalar FTS count per type in a single SELECT — each count is answered from the
 * FTS index without reading the documents; PostgreSQL's read the GIN match, capped.
 */
export async function countByType(
  db: Db,
  input: Pick<SearchInput, 'words' | 'userId'>,
  docTypes: readonly SearchDocType[],
): Promise<Partial<Record<SearchDocType, number>>> {
  const counts: Partial<Record<SearchDocType, number>> = {};
  for (const docType of docTypes) counts[docType] = 0;
  if (input.words.length === 0 || docTypes.length === 0) return counts;
  const query = sql`to_tsquery('simple', ${tsQueryText(input.words)})`;
  const visible = pgVisible(input.userId);
  // PostgreSQL counts each type no further than COUNT_CAP, as the lists do: a common word's
  // full count read every match's row. FTS5 counts from its index, exactly.
  const countOf = isPostgres(db as never)
    ? (docType: SearchDocType) => sql`(select count(*) from (select 1 from search_index s
        where s.doc_type = ${docType} and ${visible} and s.tsv @@ ${query}
        limit ${COUNT_CAP}) m)`
    : (docType: SearchDocType) =>
        sql`(select count(*) from search_fts where search_fts match ${ftsQuery({ ...input, docType })})`;
  const columns = docTypes.map((docType, i) => sql`${countOf(docType)} as ${sql.ref(`c${i}`)}`);
  const row = (await sql<Record<string, number>>`select ${sql.join(columns)}`.execute(db)).rows[0];
  docTypes.forEach((docType, i) => {
    counts[docType] = Number(row?.[`c${i}`] ?? 0);
  });
  return counts;
}
