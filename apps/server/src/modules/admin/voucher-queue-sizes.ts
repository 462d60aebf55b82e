import { z } from 'zod';
import type { Db } from '../../db/index.ts';

/** The voucher queues on the dashboard (issue #24): claims and redemptions to decide, orders to act on for an organisation. */
export const voucherQueueSizesSchema = {
  /** Claims at 0 待审核. */
  pendingVoucherClaims: z.number(),
  /** Orders at 0 待机构确认 or 1 服务中 (the console acts for the organisation). */
  openVoucherOrders: z.number(),
  /** Redemptions at 0 待审核 or 1 已通过 (waiting to be settled). */
  pendingVoucherRedemptions: z.number(),
};

export async function voucherQueueSizes(db: Db) {
  const count = (
    table: 'voucherClaims' | 'voucherOrders' | 'voucherRedemptions',
    statuses: number[],
  ) =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', statuses)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  const [claims, orders, redemptions] = await Promise.all([
    count('voucherClaims', [0]),
    count('voucherOrders', [0, 1]),
    count('voucherRedemptions', [0, 1]),
  ]);
  return {
    pendingVoucherClaims: claims,
    openVoucherOrders: orders,
    pendingVoucherRedemptions: redemptions,
  };
}
