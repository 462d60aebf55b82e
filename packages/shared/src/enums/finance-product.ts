import { keysOf } from './label.ts';

/**
 * A member's application for a finance product (/RequestApplication; added): submitted at
 * 0 待受理; the provider (CLI now, its workspace later) accepts (1 已受理) or declines it with a
 * reason (2 已拒绝); the member may withdraw it while 0 (3 已撤回). One open (0/1) application
 * per member and product; after 2 or 3 they may apply again.
 */
export const FINANCE_PRODUCT_APPLY_STATUSES = {
  0: '待受理',
  1: '已受理',
  2: '已拒绝',
  3: '已撤回',
} as const;

export type FinanceProductApplyStatus = keyof typeof FINANCE_PRODUCT_APPLY_STATUSES;

/** Whether a financing need is shown on /DemandUndertaking (an operator publishes it; added). */
export const FINANCING_PUBLISH_STATUSES = { 0: '未发布', 1: '已发布', 2: '未通过' } as const;

/**
 * Which products are securitisation / IP-finance items (/UserInfo/SecuritiesInfor 证券化信息,
 * /Securdetails; added): those secured by IP (guaranty_type 5 知识产权质押) or in a category
 * whose name holds one of these words.
 */
export const IP_FINANCE_GUARANTY_TYPE = 5;
export const IP_FINANCE_CATEGORY_WORDS = ['知识产权', '证券化'] as const;

/**
 * Equity products (a fund or investor buys a share; added): no interest rate and no loan term,
 * so their cards and details show neither 参考利率 nor 贷款期限. Known by the category's name.
 */
export const EQUITY_FINANCE_CATEGORY_WORDS = ['股权', '投资', '基金'] as const;

export function isEquityFinance(catName: string): boolean {
  return EQUITY_FINANCE_CATEGORY_WORDS.some((word) => catName.includes(word));
}

/** Scopes of the member's finance applications list (added): securities = the IP-finance ones. */
export const MY_FINANCE_APPLY_SCOPES = { securities: '证券化信息' } as const;

export type MyFinanceApplyScope = keyof typeof MY_FINANCE_APPLY_SCOPES;

/** Orders of /FinanceList (added). */
export const FINANCE_PRODUCT_SORTS = {
  latest: '最新发布',
  rate: '利率最低',
  amount: '额度最高',
  views: '浏览最多',
} as const;

export type FinanceProductSort = keyof typeof FINANCE_PRODUCT_SORTS;

export const FINANCE_PRODUCT_SORT_VALUES = keysOf(FINANCE_PRODUCT_SORTS);
