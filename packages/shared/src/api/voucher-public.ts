/**
 * The voucher sub-site's public read side (spec §2 "Voucher sub-site": /Coupon/Org, OrgDetail,
 * Notice, NoticeDetail, Policy, PerationGuide; issue #24). The spec names only count,
 * notification and recommendOrg (home.ts); these paths follow their style (chosen). Products
 * (/Coupon/Product, ProductDetail) are the service shop's rows: ServicePaths.page and .detail.
 */
import type { ArticleNav } from './article.ts';
import type { PageQuery } from './envelope.ts';

export const VoucherPublicPaths = {
  /** GET VoucherOrgQuery → Page<VoucherOrgItem>: the voucher's organisations (recommended first). */
  orgPage: '/client/api/innovation/org/page',
  /** GET ?id= → VoucherOrgDetail (counts a view; 404 for an unknown id or a non-voucher unit). */
  orgDetail: '/client/api/innovation/org/detail',
  /** GET VoucherNoticeQuery → Page<VoucherNoticeItem>: newest first. */
  noticePage: '/client/api/innovation/notice/page',
  /** GET ?id= → VoucherNoticeDetail (body, 上一篇/下一篇). */
  noticeDetail: '/client/api/innovation/notice/detail',
  /** GET VoucherArticleQuery → Page<VoucherArticle>: 政策文件 with their text. */
  policyPage: '/client/api/innovation/policy/page',
  /** GET VoucherArticleQuery (keyWord) → Page<VoucherArticle>: 操作指南 with their text. */
  guidePage: '/client/api/innovation/guide/page',
} as const;

export interface VoucherOrgQuery extends PageQuery {
  /** Matched against the name and introduction, at most 50 characters. */
  keyword?: string;
  /** GB/T 2260 code prefix (2, 4 or 6 digits). */
  regionCode?: string;
  /** optValue of dictionary org_type (服务机构类型). */
  orgType?: number;
}

export interface VoucherOrgItem {
  id: number;
  orgName: string;
  /** '' when the unit has no logo. */
  orgLogo: string;
  orgType: number;
  orgTypeName: string;
  regionCode: string;
  regionName: string;
  intro: string;
  /** Its service products on sale. */
  productCount: number;
  viewCount: number;
}

export interface VoucherOrgProduct {
  id: number;
  serviceName: string;
  serviceImg: string;
  /** Yuan; null = 面议. */
  price: number | null;
  priceUnit: string;
  salesCount: number;
}

export interface VoucherOrgDetail extends VoucherOrgItem {
  address: string;
  contact: string;
  /** Masked (spec §9). */
  telephone: string;
  /** Sanitised HTML. */
  content: string;
  /** Its products on sale, most sold first (at most VOUCHER_ORG_PRODUCTS). */
  products: VoucherOrgProduct[];
}

export interface VoucherNoticeQuery extends PageQuery {
  /** Substring of the title, at most 50 characters. */
  keyword?: string;
}

export interface VoucherNoticeItem {
  id: number;
  title: string;
  publishDate: string;
  /** The body's first characters as plain text. */
  summary: string;
}

export interface VoucherNoticeDetail extends VoucherNoticeItem, ArticleNav {
  /** Sanitised HTML. */
  content: string;
}

export interface VoucherArticleQuery extends PageQuery {
  /** Substring of the title or text, at most 50 characters (the spec's PerationGuide keyWord). */
  keyWord?: string;
}

/** A policy document or an operation-guide article of the sub-site, with its text. */
export interface VoucherArticle {
  id: number;
  title: string;
  /** 文号 of a policy document ('' for a guide article). */
  docNo: string;
  issuer: string;
  publishDate: string;
  summary: string;
  /** Sanitised HTML. */
  content: string;
}

/** Products a voucher organisation's page lists. */
export const VOUCHER_ORG_PRODUCTS = 12;
