import type { SearchDocType } from '@portal/shared';
import { sql } from 'kysely';
import { type Db, isPostgres } from '../../db/index.ts';
import { ftsQuery, type SearchInput, tsQueryText } from './query.ts';

/**
 * How many documents of each type match the words (the /Search tabs), in one statement.
 * SQLite: one scalar FTS count per type in a single SELECT — each count is answered from the
 * FTS index without reading the documents. PostgreSQL: one GROUP BY over the GIN match.
 */
export async function countByType(
  db: Db,
  input: Pick<SearchInput, 'words' | 'userId'>,
  docTypes: readonly SearchDocType[],
): Promise<Partial<Record<SearchDocType, number>>> {
  const counts: Partial<Record<SearchDocType, number>> = {};
  for (const docType of docTypes) counts[docType] = 0;
  if (input.words.length === 0 || docTypes.length === 0) return counts;
  if (isPostgres(db as never)) {
    const query = sql`to_tsquery('simple', ${tsQueryText(input.words)})`;
    const visible = input.userId
      ? sql`(s.status = 1 or s.owner_id = ${input.userId})`
      : sql`s.status = 1`;
    const rows = await sql<{ docType: SearchDocType; n: number }>`
      select s.doc_type, count(*) as n from search_index s
      where s.doc_type in (${sql.join(docTypes)}) and ${visible} and s.tsv @@ ${query}
      group by s.doc_type`.execute(db);
    for (const row of rows.rows) counts[row.docType] = Number(row.n);
    return counts;
  }
  const columns = docTypes.map(
    (docType, i) =>
      sql`(select count(*) from search_fts where search_fts match ${ftsQuery({ ...input, docType })}) as ${sql.ref(`c${i}`)}`,
  );
  const row = (await sql<Record<string, number>>`select ${sql.join(columns)}`.execute(db)).rows[0];
  docTypes.forEach((docType, i) => {
    counts[docType] = Number(row?.[`c${i}`] ?? 0);
  });
  return counts;
}
