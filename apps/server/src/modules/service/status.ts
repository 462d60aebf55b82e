import type { Db } from '../../db/index.ts';

/**
 * Put a service product on sale (1) or withdraw it (0); false when there is no such product.
 * A withdrawn product leaves every list, detail, count and new collection at once (guests'
 * cached answers within their 10 s).
 */
export async function setProductStatus(db: Db, id: number, status: 0 | 1): Promise<boolean> {
  const result = await db
    .updateTable('techServices')
    .set({ status })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Publish (1) or withdraw (0) a rule of the service hall; false when there is no such rule. */
export async function setRuleStatus(db: Db, id: number, status: 0 | 1): Promise<boolean> {
  const result = await db
    .updateTable('serviceRules')
    .set({ status })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
