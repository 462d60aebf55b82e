/**
 * Finance products and financing needs (spec §2 /FinanceList, /Financedetail, /NewFinancedetail,
 * /RequestApplication, /DemandUndertaking; issue 12). Paths in the style of §7: `/client/api/…`
 * public, `/client/mine/…` member. Amounts in 万元, rates in % a year.
 */

import type { PageQuery } from './envelope.ts';

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

export interface FinanceProductQuery extends PageQuery {
  /** Finance category id (FinanceCategory.id); absent = all. */
  tabId?: number;
  /** Matched against product name, provider and summary. */
  keyword?: string;
  /** Eligible technical field (first level covers its children); products for all fields match. */
  fieldId?: number;
  /** Eligible region (prefix); products for the whole province match. */
  regionCode?: string;
  /** optValue of dictionary guaranty_type. */
  guarantyType?: number;
  /** 万元: products whose amount range holds it. */
  amount?: number;
  /** FINANCE_PRODUCT_SORTS */
  sort?: 'latest' | 'rate' | 'amount' | 'views';
}

export interface FinanceProductItem {
  id: number;
  catId: number;
  catName: string;
  productName: string;
  /** The provider (bank, fund, guarantor). */
  orgName: string;
  rateText: string;
  /** % a year; null when negotiated per project. */
  rateMin: number | null;
  rateMax: number | null;
  /** 万元 */
  amountMin: number;
  amountMax: number;
  termText: string;
  termMonths: number;
  /** optValue of guaranty_type and its name. */
  guarantyType: number;
  guarantyText: string;
  /** null = every field. */
  techFieldId: number | null;
  techArea: string | null;
  /** '' = the whole province. */
  regionCode: string;
  regionName: string;
  summary: string;
  publishDate: string;
  viewCount: number;
  applyCount: number;
}

export interface FinanceProductDetail extends FinanceProductItem {
  /** Sanitised HTML: product description. */
  content: string;
  /** Sanitised HTML: who may apply. */
  conditions: string;
  /** Materials to prepare. */
  documents: string[];
  orgIntro: string;
  orgPhone: string;
  related: FinanceProductItem[];
  /** The member's open (0/1) application for this product, null for guests or none. */
  myApplication: { id: number; status: number } | null;
}

/** POST productApply (form or JSON). applyMoney in 万元 within the product's range. */
export interface FinanceProductApplyRequest {
  productId: number;
  companyName: string;
  applyMoney: number | string;
  moneyUse?: string;
  /** optValue of dictionary guaranty_type. */
  guarantyType: number;
  linkName: string;
  linkPhone: string;
}

export interface MyFinanceProductApply {
  id: number;
  productId: number;
  productName: string;
  orgName: string;
  companyName: string;
  applyMoney: number;
  moneyUse: string | null;
  guarantyType: number;
  guarantyName: string;
  linkName: string;
  linkPhone: string;
  /** FINANCE_PRODUCT_APPLY_STATUSES */
  status: number;
  /** Why it was declined (status 2). */
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface FinancingQuery extends PageQuery {
  keyword?: string;
}

/** A published financing need (融资需求) as /DemandUndertaking lists it. */
export interface FinancingItem {
  id: number;
  companyName: string;
  /** 万元 */
  applyMoney: number;
  projectDesc: string;
  /** % of shares offered; null when not given. */
  stockPercent: number | null;
  /** Masked (spec §9). */
  linkPhone: string;
  publishedAt: string;
  undertakeCount: number;
  /** Whether the member has taken it already (false for guests). */
  isUndertaken: boolean;
  /** Whether it is the member's own need. */
  isMine: boolean;
}

export interface FinancingUndertakeRequest {
  financingId: number;
  orgName: string;
  linkName: string;
  linkPhone: string;
  remark?: string;
}
