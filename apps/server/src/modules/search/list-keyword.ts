import type { SearchDocType } from '@portal/shared';
import { PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { ftsQuery, pgVisible, tsQueryText } from './query.ts';
import { queryWords } from './segment.ts';

/** The section a list's keyword is looked up in, and who asks (their own pending documents). */
export interface ListSearch {
  docType: SearchDocType;
  userId: number | null;
}

/**
 * A list's keyword as a condition on its id column, answered by the search index (the words of
 * the site search, in the title or the body) instead of LIKE '%…%', which reads every row of a
 * large table. Undefined when the keyword holds no searchable word (punctuation only): the
 * caller then matches it as text.
 */
export function keywordInIndex(
  db: Db,
  keyword: string,
  idColumn: string,
  search: ListSearch,
): RawBuilder<boolean> | undefined {
  const words = queryWords(keyword);
  if (words.length === 0) return undefined;
  const id = sql.ref(idColumn);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return sql<boolean>`${id} in (select s.ref_id from search_index s
      where s.doc_type = ${search.docType} and ${pgVisible(search.userId)}
        and s.tsv @@ to_tsquery('simple', ${tsQueryText(words)}))`;
  }
  const match = ftsQuery({ words, docType: search.docType, userId: search.userId });
  return sql<boolean>`${id} in (select s.ref_id from search_index s where s.id in (
    select rowid from search_fts where search_fts match ${match}))`;
}
