import { describe, expect, it } from 'vitest';
import {
  amountRange,
  PRODUCT_EXTRAS,
  PRODUCT_SORT_KEYS,
  rateRange,
  toProductQuery,
} from '../src/features/finance/logic/product-query.ts';
import { readListState } from '../src/lib/list-filters.ts';

const state = (query: string) =>
  readListState(new URLSearchParams(query), PRODUCT_EXTRAS, PRODUCT_SORT_KEYS);

describe('finance list query', () => {
  it('carries the tab, filters and page from the URL', () => {
    expect(toProductQuery(state('tabId=2&guarantyType=5&amount=500&keyword=贷&pageNum=3'))).toEqual(
      { pageNum: 3, pageSize: 10, tabId: 2, guarantyType: 5, amount: 500, keyword: '贷' },
    );
  });

  it('maps the kit sorts to rate and amount', () => {
    expect(toProductQuery(state('sort=priceAsc')).sort).toBe('rate');
    expect(toProductQuery(state('sort=priceDesc')).sort).toBe('amount');
    expect(toProductQuery(state('')).sort).toBeUndefined();
  });

  it('formats rate and amount ranges', () => {
    expect(rateRange({ rateMin: 3.45, rateMax: 5.5, rateText: '' })).toBe('年化3.45%–5.50%');
    expect(rateRange({ rateMin: null, rateMax: null, rateText: '按项目协商' })).toBe('按项目协商');
    expect(amountRange({ amountMin: 10, amountMax: 3000 })).toBe('10–3,000万元');
    expect(amountRange({ amountMin: 0, amountMax: 500 })).toBe('最高500万元');
  });
});
