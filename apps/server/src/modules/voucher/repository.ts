import type { RecommendedOrg, VoucherCounts, VoucherNotice } from '@portal/shared';
import type { Db } from '../../db/index.ts';

/**
 * Voucher home counters, all derived from rows: companies holding an issued voucher, yuan paid
 * out (redemptions 已兑付), voucher organisations and products.
 */
export async function voucherCounts(db: Db): Promise<VoucherCounts> {
  const [companies, redeemed, orgs, products] = await Promise.all([
    db
      .selectFrom('vouchers')
      .select((eb) => eb.fn.count<number>('creditCode').distinct().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('voucherRedemptions')
      .select((eb) => eb.fn.sum<number>('amount').as('n'))
      .where('status', '=', 2)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('serviceOrgs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 1)
      .where('orgType', '>', 0)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('techServices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 1)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    companyCount: Number(companies.n),
    exchangeCompleteCount: Number(redeemed.n ?? 0),
    orgCount: Number(orgs.n),
    productCount: Number(products.n),
  };
}

export async function voucherNotices(db: Db, size: number): Promise<VoucherNotice[]> {
  return db
    .selectFrom('voucherNotices')
    .select(['id', 'title', 'publishDate'])
    .orderBy('publishDate', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .execute();
}

/** Recommended organisations first, then the others, in operator order. */
export async function recommendedOrgs(db: Db, size: number): Promise<RecommendedOrg[]> {
  return (
    db
      .selectFrom('serviceOrgs')
      .select(['id', 'orgLogo', 'orgName'])
      .where('status', '=', 1)
      // The voucher's organisations (dictionary org_type); the hall's other providers have 0.
      .where('orgType', '>', 0)
      .orderBy('recommended', 'desc')
      .orderBy('sort')
      .orderBy('id')
      .limit(size)
      .execute()
  );
}
