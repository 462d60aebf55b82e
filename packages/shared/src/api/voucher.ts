/** Voucher sub-site home (spec §2 "Voucher sub-site", §3 "Voucher counts", §7). */

/**
 * Counters of the voucher home. exchangeCompleteCount is the redeemed amount in yuan; the
 * client divides it by 10000 and shows 万元 (spec §9).
 */
export interface VoucherCounts {
  companyCount: number;
  exchangeCompleteCount: number;
  orgCount: number;
  productCount: number;
}

export interface VoucherNotice {
  id: number;
  title: string;
  publishDate: string;
}

export interface RecommendedOrg {
  id: number;
  orgLogo: string;
  orgName: string;
}
