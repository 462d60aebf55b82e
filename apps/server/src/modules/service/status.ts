import type { Db } from '../../db/index.ts';
import { reindexRecord } from '../search/documents.ts';

/**
 * Put a service product on sale (1) or withdraw it (0); false when there is no such product
 * (of `orgId`, when the provider workspace asks). A withdrawn product leaves every list,
 * detail, count, search result and new collection at once (guests' cached answers within
 * their 10 s).
 */
export async function setProductStatus(
  db: Db,
  id: number,
  status: 0 | 1,
  orgId?: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let q = trx.updateTable('techServices').set({ status }).where('id', '=', id);
    if (orgId !== undefined) q = q.where('orgId', '=', orgId);
    const result = await q.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    // The site search (catType 2) finds it again, or stops finding it, at once.
    await reindexRecord(trx, 'service', id);
    return true;
  });
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
