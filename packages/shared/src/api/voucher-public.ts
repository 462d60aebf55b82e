/**
 * The voucher sub-site's public read side (spec §2 "Voucher sub-site": /Coupon/Org, OrgDetail,
 * Notice, NoticeDetail, Policy, PerationGuide; issue #24). The spec names only count,
 * notification and recommendOrg (home.ts); these paths follow their style (chosen). Products
 * (/Coupon/Product, ProductDetail) are the service shop's rows: ServicePaths.page and .detail.
 */
import { z } from 'zod';
import { Messages, optionalText, strictRequest } from '../validation/common.ts';
import { marketFilterShape } from '../validation/filters.ts';
import { optionalIdField, pagingShape } from '../validation/paging.ts';
import { VoucherPublicMessages as V } from '../validation/voucher-public.ts';
import { articleNavShape } from './article.ts';

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

export const voucherOrgQuerySchema = strictRequest({
  ...pagingShape,
  /** Matched against the name and introduction, at most 50 characters. */
  keyword: marketFilterShape.keyword,
  /** GB/T 2260 code prefix (2, 4 or 6 digits). */
  regionCode: marketFilterShape.regionCode,
  /** optValue of dictionary org_type (服务机构类型). */
  orgType: optionalIdField(V.orgTypeInvalid),
});
export type VoucherOrgQuery = z.input<typeof voucherOrgQuerySchema>;

const voucherOrgItemShape = {
  id: z.number(),
  orgName: z.string(),
  /** '' when the unit has no logo. */
  orgLogo: z.string(),
  orgType: z.number(),
  orgTypeName: z.string(),
  regionCode: z.string(),
  regionName: z.string(),
  intro: z.string(),
  /** Its service products on sale. */
  productCount: z.number(),
  viewCount: z.number(),
};

export const voucherOrgItemSchema = z.object(voucherOrgItemShape);
export type VoucherOrgItem = z.infer<typeof voucherOrgItemSchema>;

export const voucherOrgProductSchema = z.object({
  id: z.number(),
  serviceName: z.string(),
  serviceImg: z.string(),
  /** Yuan; null = 面议. */
  price: z.number().nullable(),
  priceUnit: z.string(),
  salesCount: z.number(),
});
export type VoucherOrgProduct = z.infer<typeof voucherOrgProductSchema>;

export const voucherOrgDetailSchema = z.object({
  ...voucherOrgItemShape,
  address: z.string(),
  contact: z.string(),
  /** Masked (spec §9). */
  telephone: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  /** Its products on sale, most sold first (at most VOUCHER_ORG_PRODUCTS). */
  products: z.array(voucherOrgProductSchema),
});
export type VoucherOrgDetail = z.infer<typeof voucherOrgDetailSchema>;

export const voucherNoticeQuerySchema = strictRequest({
  ...pagingShape,
  /** Substring of the title, at most 50 characters. */
  keyword: marketFilterShape.keyword,
});
export type VoucherNoticeQuery = z.input<typeof voucherNoticeQuerySchema>;

const voucherNoticeItemShape = {
  id: z.number(),
  title: z.string(),
  publishDate: z.string(),
  /** The body's first characters as plain text. */
  summary: z.string(),
};

export const voucherNoticeItemSchema = z.object(voucherNoticeItemShape);
export type VoucherNoticeItem = z.infer<typeof voucherNoticeItemSchema>;

export const voucherNoticeDetailSchema = z.object({
  ...voucherNoticeItemShape,
  /** Sanitised HTML. */
  content: z.string(),
  ...articleNavShape,
});
export type VoucherNoticeDetail = z.infer<typeof voucherNoticeDetailSchema>;

export const voucherArticleQuerySchema = strictRequest({
  ...pagingShape,
  /** Substring of the title or text, at most 50 characters (the spec's PerationGuide keyWord). */
  keyWord: optionalText(50, Messages.keywordTooLong),
});
export type VoucherArticleQuery = z.input<typeof voucherArticleQuerySchema>;

/** A policy document or an operation-guide article of the sub-site, with its text. */
export const voucherArticleSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** 文号 of a policy document ('' for a guide article). */
  docNo: z.string(),
  issuer: z.string(),
  publishDate: z.string(),
  summary: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
});
export type VoucherArticle = z.infer<typeof voucherArticleSchema>;

/** Products a voucher organisation's page lists. */
export const VOUCHER_ORG_PRODUCTS = 12;
