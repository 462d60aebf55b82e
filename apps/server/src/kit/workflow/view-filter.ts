import type { SelectQueryBuilder } from 'kysely';
import type { ViewFilter } from './define.ts';

/**
 * The kit's filter on a read model's query: the row (`alias`) by id, owner and status, and the
 * keyword over `keywordColumns` (e.g. `p.productName`). The domain adds its own filters after.
 */
export function whereView<DB, TB extends keyof DB, O>(
  q: SelectQueryBuilder<DB, TB, O>,
  alias: string,
  f: ViewFilter,
  keywordColumns: readonly string[],
): SelectQueryBuilder<DB, TB, O> {
  // Column names are the caller's tables'; Kysely cannot check them through the generic.
  const col = (c: string) => `${alias}.${c}` as never;
  let out = q;
  if (f.id !== undefined) out = out.where(col('id'), '=', f.id as never);
  if (f.userId !== undefined) out = out.where(col('userId'), '=', f.userId as never);
  if (f.status !== undefined) out = out.where(col('status'), '=', f.status as never);
  const k = f.keyword ? `%${f.keyword}%` : undefined;
  if (k)
    out = out.where((eb) => eb.or(keywordColumns.map((c) => eb(c as never, 'like', k as never))));
  return out;
}
