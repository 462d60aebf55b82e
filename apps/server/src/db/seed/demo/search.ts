import {
  countDocs,
  rebuildIndex,
  SEARCH_DOC_TYPE_VALUES,
} from '../../../modules/search/documents.ts';
import type { Progress, Tx } from './batch.ts';
import type { DemoContext } from './context.ts';

/**
 * The site search index over everything seeded before it, through the same indexDocuments the
 * write paths use. Progress counts documents over all types.
 */
export async function seedSearchIndex(ctx: DemoContext, trx: Tx, progress?: Progress) {
  const total = await countDocs(trx, SEARCH_DOC_TYPE_VALUES);
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
}
