import type { RecommendedOrg, VoucherCounts, VoucherNotice } from '@portal/shared';
import type { Db } from '../../db/index.ts';

/** Voucher home counters, all derived from rows: companies, redeemed yuan, orgs, products. */
export async function voucherCounts(db: Db): Promise<VoucherCounts> {
  const [claims, orgs, products] = await Promise.all([
    db
      .selectFrom('voucherClaims')
      .select((eb) => [
        eb.fn.count<number>('creditCode').distinct().as('companies'),
        eb.fn
          .sum<number>(
            eb.case().when('status', '=', 1).then(eb.ref('redeemedAmount')).else(0).end(),
          )
          .as('redeemed'),
      ])
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
    companyCount: Number(claims.companies),
    exchangeCompleteCount: Number(claims.redeemed ?? 0),
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
