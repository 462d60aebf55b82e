import { sql } from 'kysely';
import {
  countDocs,
  rebuildIndex,
  SEARCH_DOC_TYPE_VALUES,
} from '../../../modules/search/documents.ts';
import { isPostgres } from '../../index.ts';
import type { Progress, Tx } from './batch.ts';
import type { DemoContext } from './context.ts';

/**
 * The site search index over everything seeded before it, through the same indexDocuments the
 * write paths use. Progress counts documents over all types.
 */
export async function seedSearchIndex(ctx: DemoContext, trx: Tx, progress?: Progress) {
  const total = await countDocs(trx, SEARCH_DOC_TYPE_VALUES);
  // PostgreSQL: the empty table's GIN index is built once over the filled table (as the
  // documentation advises for bulk loads) instead of kept up row by row. In the transaction:
  // a failed seed leaves the index as it was.
  const pg = isPostgres(trx);
  if (pg) await sql`drop index if exists search_index_tsv_idx`.execute(trx);
  const done = new Map<string, number>();
  await rebuildIndex(
    trx,
    SEARCH_DOC_TYPE_VALUES,
    (type, typeDone) => {
      done.set(type, typeDone);
      const sum = [...done.values()].reduce((a, b) => a + b, 0);
      progress?.('searchIndex', sum, Math.max(total, sum));
    },
    ctx.anchor,
  );
  if (pg) {
    await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
    await sql`create index search_index_tsv_idx on search_index using gin (tsv)`.execute(trx);
  }
}
