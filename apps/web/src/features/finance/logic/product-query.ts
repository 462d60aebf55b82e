import type { FinanceProductQuery } from '@portal/shared/api/index';
import type { MarketSortValue } from '@portal/shared/api/market';
import { formatMoney } from '@portal/shared/format';
import { LIST_PAGE_SIZE, type ListState } from '../../../lib/list-filters.ts';

/**
 * /FinanceList's URL state: the tab (tabId = finance category id), guaranty type and amount
 * are the list's own filters; the list kit's priceAsc/priceDesc stand for 利率最低/额度最高.
 */
export const PRODUCT_EXTRAS = { tabId: 'int', guarantyType: 'int', amount: 'int' } as const;

export const PRODUCT_SORT_KEYS: readonly MarketSortValue[] = [
  'latest',
  'priceAsc',
  'priceDesc',
  'views',
];

export const PRODUCT_SORT_LABELS = { priceAsc: '利率最低', priceDesc: '额度最高' } as const;

/** 申请金额 choices (万元): products whose range holds it. */
export const AMOUNT_CHOICES: Readonly<Record<number, string>> = {
  50: '50万元',
  100: '100万元',
  300: '300万元',
  500: '500万元',
  1000: '1000万元',
  3000: '3000万元',
};

export function toProductQuery(state: ListState): FinanceProductQuery {
  const query: FinanceProductQuery = { pageNum: state.pageNum, pageSize: LIST_PAGE_SIZE };
  const { tabId, guarantyType, amount } = state.extras;
  if (typeof tabId === 'number' && tabId > 0) query.tabId = tabId;
  if (typeof guarantyType === 'number' && guarantyType > 0) query.guarantyType = guarantyType;
  if (typeof amount === 'number' && amount > 0) query.amount = amount;
  if (state.keyword) query.keyword = state.keyword;
  if (state.fieldId) query.fieldId = state.fieldId;
  if (state.regionCode) query.regionCode = state.regionCode;
  if (state.sort === 'priceAsc') query.sort = 'rate';
  else if (state.sort === 'priceDesc') query.sort = 'amount';
  else if (state.sort === 'views') query.sort = 'views';
  return query;
}

/** 3.45%–5.50% a year, or the product's own text when negotiated. */
export function rateRange(item: {
  rateMin: number | null;
  rateMax: number | null;
  rateText: string;
}): string {
  if (item.rateMin === null) return item.rateText;
  const min = item.rateMin.toFixed(2);
  if (item.rateMax === null || item.rateMax === item.rateMin) return `年化${min}%`;
  return `年化${min}%–${item.rateMax.toFixed(2)}%`;
}

/** 10–500万元, amounts with thousands separators (spec §9). */
export function amountRange(item: { amountMin: number; amountMax: number }): string {
  const max = formatMoney(item.amountMax).replace(/\.00$/, '');
  if (!item.amountMin) return `最高${max}万元`;
  return `${formatMoney(item.amountMin).replace(/\.00$/, '')}–${max}万元`;
}
