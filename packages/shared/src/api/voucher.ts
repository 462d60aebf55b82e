/** Voucher sub-site home (spec §2 "Voucher sub-site", §3 "Voucher counts", §7). */

import { z } from 'zod';

/**
 * Counters of the voucher home. exchangeCompleteCount is the redeemed amount in yuan; the
 * client divides it by 10000 and shows 万元 (spec §9).
 */
export const voucherCountsSchema = z.object({
  companyCount: z.number(),
  exchangeCompleteCount: z.number(),
  orgCount: z.number(),
  productCount: z.number(),
});
export type VoucherCounts = z.infer<typeof voucherCountsSchema>;

export const voucherNoticeSchema = z.object({
  id: z.number(),
  title: z.string(),
  publishDate: z.string(),
});
export type VoucherNotice = z.infer<typeof voucherNoticeSchema>;

export const recommendedOrgSchema = z.object({
  id: z.number(),
  orgLogo: z.string(),
  orgName: z.string(),
});
export type RecommendedOrg = z.infer<typeof recommendedOrgSchema>;
