import type { Db } from '../../db/index.ts';

/** Pending sizes of the payment, application, financing and order queues for the dashboard. */
export async function decisionQueueSizes(db: Db) {
  const count = async (q: {
    executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }>;
  }) => Number((await q.executeTakeFirstOrThrow()).n);
  const pending = (table: 'voucherClaims' | 'voucherRedemptions') =>
    count(
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 0),
    );
  const [
    payments,
    policy,
    finance,
    bookings,
    financing,
    transfers,
    contracts,
    claims,
    redemptions,
  ] = await Promise.all([
    count(
      db
        .selectFrom('payments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 0),
    ),
    count(
      db
        .selectFrom('policyApplications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 0),
    ),
    count(
      db
        .selectFrom('financeProductApplications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 0),
    ),
    count(
      db
        .selectFrom('instrumentBookings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 0),
    ),
    count(
      db
        .selectFrom('financingDemands')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('publishStatus', '=', 0),
    ),
    count(
      db
        .selectFrom('transferRegistrations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 2),
    ),
    count(
      db
        .selectFrom('contractRegistrations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 2),
    ),
    pending('voucherClaims'),
    pending('voucherRedemptions'),
  ]);
  return {
    pendingPayments: payments,
    pendingPolicyApplications: policy,
    pendingFinanceApplications: finance,
    pendingBookings: bookings,
    unpublishedFinancing: financing,
    pendingRegistrations: transfers + contracts,
    pendingVoucherClaims: claims,
    pendingVoucherRedemptions: redemptions,
  };
}
