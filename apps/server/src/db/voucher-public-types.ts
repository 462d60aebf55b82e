import type { Generated } from 'kysely';

/**
 * The voucher sub-site's articles (migration 20261128_2_01): kind 1 政策文件 (/Coupon/Policy),
 * kind 2 操作指南 (/Coupon/PerationGuide); status 1 published, 0 withdrawn.
 */
export interface VoucherArticlesTable {
  id: Generated<number>;
  kind: number;
  title: string;
  /** 文号 of a policy document, '' for a guide article. */
  docNo: Generated<string>;
  issuer: string;
  summary: string;
  /** Sanitised HTML. */
  content: string;
  publishDate: string;
  sort: Generated<number>;
  status: Generated<number>;
  createdAt: number;
}

export interface VoucherPublicTables {
  voucherArticles: VoucherArticlesTable;
}
