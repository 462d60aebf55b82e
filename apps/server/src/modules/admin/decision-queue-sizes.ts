import type { Db } from '../../db/index.ts';

type QueueTable =
  | 'payments'
  | 'policyApplications'
  | 'financeProductApplications'
  | 'instrumentBookings'
  | 'transferRegistrations'
  | 'contractRegistrations'
  | 'voucherClaims'
  | 'voucherRedemptions';

/** Pending sizes of the payment, application, financing and order queues for the dashboard. */
export async function decisionQueueSizes(db: Db) {
  const count = async (q: {
    executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }>;
  }) => Number((await q.executeTakeFirstOrThrow()).n);
  /** Rows of a queue waiting at `status` (0: submitted; 2: registrations 已登记/待审核). */
  const waiting = (table: QueueTable, status = 0) =>
    count(
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', status),
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
    waiting('payments'),
    waiting('policyApplications'),
    waiting('financeProductApplications'),
    waiting('instrumentBookings'),
    count(
      db
        .selectFrom('financingDemands')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('publishStatus', '=', 0),
    ),
    waiting('transferRegistrations', 2),
    waiting('contractRegistrations', 2),
    waiting('voucherClaims'),
    waiting('voucherRedemptions'),
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
