/**
 * Finance products and financing needs (spec §2 /FinanceList, /Financedetail, /NewFinancedetail,
 * /RequestApplication, /DemandUndertaking; issue 12). Paths in the style of §7: `/client/api/…`
 * public, `/client/mine/…` member. Amounts in 万元, rates in % a year.
 */

import { z } from 'zod';
import { FINANCE_PRODUCT_SORT_VALUES } from '../enums/finance-product.ts';
import { lenient, strictRequest } from '../validation/common.ts';
import { blankAsAbsent, marketFilterShape } from '../validation/filters.ts';
import {
  type financeProductApplySchema,
  type financingUndertakeSchema,
  FinanceMessages as M,
} from '../validation/finance-products.ts';
import { optionalIdField, pagingShape } from '../validation/paging.ts';

export const FinancePaths = {
  /** GET FinanceProductQuery → Page<FinanceProductItem> (/FinanceList?tabId=). */
  productPage: '/client/api/finance/product/page',
  /** GET ?id= → FinanceProductDetail (counts a view; 404 for an unknown or withdrawn id). */
  productDetail: '/client/api/finance/product/detail',
  /** POST FinanceProductApplyRequest → {id}, msg 提交成功; 409 while one is open. */
  productApply: '/client/mine/finance/product/apply',
  /**
   * GET ?productId&scope&pageNum&pageSize → Page<MyFinanceProductApply>, newest first;
   * scope=securities keeps the securitisation / IP-finance products' (证券化信息).
   */
  myProductApplyPage: '/client/mine/finance/product/apply/page',
  /** POST {id} → msg 撤回成功; only while 0 待受理. */
  productApplyWithdraw: '/client/mine/finance/product/apply/withdraw',
  /** GET FinancingQuery → Page<FinancingItem> (/DemandUndertaking): published needs only. */
  financingPage: '/client/api/finance/financing/page',
  /** POST FinancingUndertakeRequest → {id}, msg 承接成功; 409 on a second by the same member. */
  financingUndertake: '/client/mine/finance/financing/undertake',
} as const;

/** 万元 with up to 2 decimals, (0, 1e8]. */
const amountFilter = blankAsAbsent(
  lenient(
    (v) => (typeof v === 'string' && /^\d+(\.\d{1,2})?$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: M.amountFilterInvalid })
      .positive(M.amountFilterInvalid)
      .max(1e8, M.amountFilterInvalid)
      .optional(),
  ),
);

export const financeProductQuerySchema = strictRequest({
  ...pagingShape,
  /** Finance category id (FinanceCategory.id); absent = all. */
  tabId: optionalIdField(M.tabInvalid),
  /** Matched against product name, provider and summary. */
  keyword: marketFilterShape.keyword,
  /** Eligible technical field (first level covers its children); products for all fields match. */
  fieldId: marketFilterShape.fieldId,
  /** Eligible region (prefix); products for the whole province match. */
  regionCode: marketFilterShape.regionCode,
  /** optValue of dictionary guaranty_type. */
  guarantyType: optionalIdField(M.guarantyInvalid),
  /** 万元: products whose amount range holds it. */
  amount: amountFilter,
  /** FINANCE_PRODUCT_SORTS */
  sort: blankAsAbsent(z.enum(FINANCE_PRODUCT_SORT_VALUES, { error: M.sortInvalid }).optional()),
});
export type FinanceProductQuery = z.input<typeof financeProductQuerySchema>;

const financeProductItemShape = {
  id: z.number(),
  catId: z.number(),
  catName: z.string(),
  productName: z.string(),
  /** The provider (bank, fund, guarantor). */
  orgName: z.string(),
  rateText: z.string(),
  /** % a year; null when negotiated per project. */
  rateMin: z.number().nullable(),
  rateMax: z.number().nullable(),
  /** 万元 */
  amountMin: z.number(),
  amountMax: z.number(),
  termText: z.string(),
  termMonths: z.number(),
  /** optValue of guaranty_type and its name. */
  guarantyType: z.number(),
  guarantyText: z.string(),
  /** null = every field. */
  techFieldId: z.number().nullable(),
  techArea: z.string().nullable(),
  /** '' = the whole province. */
  regionCode: z.string(),
  regionName: z.string(),
  summary: z.string(),
  publishDate: z.string(),
  viewCount: z.number(),
  applyCount: z.number(),
};

export const financeProductItemSchema = z.object(financeProductItemShape);
export type FinanceProductItem = z.infer<typeof financeProductItemSchema>;

export const financeProductDetailSchema = z.object({
  ...financeProductItemShape,
  /** Sanitised HTML: product description. */
  content: z.string(),
  /** Sanitised HTML: who may apply. */
  conditions: z.string(),
  /** Materials to prepare. */
  documents: z.array(z.string()),
  orgIntro: z.string(),
  orgPhone: z.string(),
  related: z.array(financeProductItemSchema),
  /** The member's open (0/1) application for this product, null for guests or none. */
  myApplication: z.object({ id: z.number(), status: z.number() }).nullable(),
});
export type FinanceProductDetail = z.infer<typeof financeProductDetailSchema>;

/** POST productApply (form or JSON). applyMoney in 万元 within the product's range. */
export type FinanceProductApplyRequest = z.output<typeof financeProductApplySchema>;

export const myFinanceProductApplySchema = z.object({
  id: z.number(),
  productId: z.number(),
  productName: z.string(),
  orgName: z.string(),
  companyName: z.string(),
  applyMoney: z.number(),
  moneyUse: z.string().nullable(),
  guarantyType: z.number(),
  guarantyName: z.string(),
  linkName: z.string(),
  linkPhone: z.string(),
  /** FINANCE_PRODUCT_APPLY_STATUSES */
  status: z.number(),
  /** Why it was declined (status 2). */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type MyFinanceProductApply = z.infer<typeof myFinanceProductApplySchema>;

export const financingQuerySchema = strictRequest({
  ...pagingShape,
  keyword: marketFilterShape.keyword,
});
export type FinancingQuery = z.input<typeof financingQuerySchema>;

/** A published financing need (融资需求) as /DemandUndertaking lists it. */
export const financingItemSchema = z.object({
  id: z.number(),
  companyName: z.string(),
  /** 万元 */
  applyMoney: z.number(),
  projectDesc: z.string(),
  /** % of shares offered; null when not given. */
  stockPercent: z.number().nullable(),
  /** Masked (spec §9). */
  linkPhone: z.string(),
  publishedAt: z.string(),
  undertakeCount: z.number(),
  /** Whether the member has taken it already (false for guests). */
  isUndertaken: z.boolean(),
  /** Whether it is the member's own need. */
  isMine: z.boolean(),
});
export type FinancingItem = z.infer<typeof financingItemSchema>;

export type FinancingUndertakeRequest = z.output<typeof financingUndertakeSchema>;
