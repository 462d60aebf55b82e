import type { VoucherView } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { formatDate } from '../../lib/time.ts';

/** Issued vouchers with their batch's rules, by claim or by owner. */
export async function voucherViews(
  db: Db,
  f: { claimIds?: number[]; userId?: number },
): Promise<{ claimId: number; view: VoucherView }[]> {
  if (f.claimIds && f.claimIds.length === 0) return [];
  let q = db
    .selectFrom('vouchers as v')
    .innerJoin('voucherBatches as b', 'b.id', 'v.batchId')
    .select([
      'v.id',
      'v.claimId',
      'v.code',
      'v.batchId',
      'b.name as batchName',
      'v.amount',
      'v.balance',
      'v.expiresOn',
      'v.status',
      'b.maxSharePercent',
      'b.serviceTypes',
    ]);
  if (f.claimIds) q = q.where('v.claimId', 'in', f.claimIds);
  if (f.userId !== undefined) q = q.where('v.userId', '=', f.userId);
  const rows = await q.orderBy('v.id', 'desc').execute();
  return rows.map(({ claimId, serviceTypes, ...r }) => ({
    claimId,
    view: {
      ...r,
      amount: Number(r.amount),
      balance: Number(r.balance),
      serviceTypes: JSON.parse(serviceTypes) as number[],
    },
  }));
}

/**
 * Expires every voucher whose last day is before `now`'s day: status 2, its balance returned
 * to the batch. Each voucher moves once (conditional UPDATE on status 1), so the server and the
 * CLI may run this at the same time. Returns how many vouchers and yuan went back.
 */
export async function expireVouchers(
  db: Db,
  now: number,
): Promise<{ vouchers: number; yuan: number }> {
  const today = formatDate(now);
  const due = await db
    .selectFrom('vouchers')
    .select(['id'])
    .where('status', '=', 1)
    .where('expiresOn', '<', today)
    .execute();
  let vouchers = 0;
  let yuan = 0;
  for (const { id } of due) {
    const back = await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('vouchers')
        .set((eb) => ({ status: 2, returned: eb.ref('balance'), balance: 0, updatedAt: now }))
        .where('id', '=', id)
        .where('status', '=', 1)
        .returning(['batchId', 'returned'])
        .executeTakeFirst();
      if (!row) return null;
      await trx
        .updateTable('voucherBatches')
        .set((eb) => ({
          remaining: eb(eb.ref('remaining'), '+', Number(row.returned)),
          updatedAt: now,
        }))
        .where('id', '=', row.batchId)
        .execute();
      return Number(row.returned);
    });
    if (back === null) continue;
    vouchers += 1;
    yuan += back;
  }
  return { vouchers, yuan };
}
