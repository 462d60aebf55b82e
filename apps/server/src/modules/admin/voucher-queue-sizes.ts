import type { Db } from '../../db/index.ts';

/**
 * Voucher orders the console may act on for an organisation (issue #24), for the dashboard; the
 * claims and redemptions to decide are in decision-queue-sizes.ts.
 */
export async function voucherQueueSizes(db: Db) {
  const row = await db
    .selectFrom('voucherOrders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', 'in', [0, 1])
    .executeTakeFirstOrThrow();
  return { openVoucherOrders: Number(row.n) };
}
