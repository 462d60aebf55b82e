import { describe, expect, it } from 'vitest';
import { articleQuery } from '../src/features/article/logic/article-query.ts';
import {
  LIST_PAGE_SIZE,
  patchListState,
  readListState,
  SORT_KEYS,
  writeListState,
} from '../src/lib/list-filters.ts';

const EXTRAS = { category: 'int', issuer: 'text' } as const;

describe('article list state', () => {
  it('reads, writes and clears a text filter beside the int ones', () => {
    const state = readListState(
      new URLSearchParams('issuer=%20山东省科学技术厅%20&category=2&pageNum=3'),
      EXTRAS,
    );
    expect(state.texts).toEqual({ issuer: '山东省科学技术厅' });
    expect(state.extras).toEqual({ category: 2 });
    expect(writeListState(state).toString()).toBe(
      `category=2&issuer=${encodeURIComponent('山东省科学技术厅')}&pageNum=3`,
    );
    const other = patchListState(state, { texts: { issuer: '山东省财政厅' } });
    expect(other).toMatchObject({ pageNum: 1, texts: { issuer: '山东省财政厅' } });
    const cleared = patchListState(state, { texts: { issuer: undefined } });
    expect(cleared.texts).toBeUndefined();
    expect(writeListState(cleared).toString()).toBe('category=2');
    expect(readListState(new URLSearchParams('issuer=%20'), EXTRAS).texts).toBeUndefined();
    // Other filters keep the text filter.
    expect(patchListState(state, { keyword: '通知' }).texts).toEqual(state.texts);
  });

  it('asks only for what a section has: no field, region or price, a sort it offers', () => {
    const state = readListState(
      new URLSearchParams(
        'fieldId=3&regionCode=37&price=10w-50w&sort=priceAsc&date=7d&keyword=转化&issuer=山东省财政厅&category=4',
      ),
      EXTRAS,
    );
    expect(articleQuery(state, '2026-11-24')).toEqual({
      pageNum: 1,
      pageSize: LIST_PAGE_SIZE,
      sort: 'latest',
      keyword: '转化',
      publishDateFrom: '2026-11-17',
      category: 4,
      issuer: '山东省财政厅',
    });
    const cases = articleQuery(state, '2026-11-24', {
      sorts: SORT_KEYS,
      keep: ['fieldId', 'regionCode', 'price'],
    });
    expect(cases).toMatchObject({
      sort: 'priceAsc',
      fieldId: 3,
      regionCode: '37',
      priceMin: 100_000,
      priceMax: 499_999,
    });
    const popular = readListState(new URLSearchParams('sort=views'));
    expect(articleQuery(popular, '2026-11-24')).toMatchObject({ sort: 'views' });
  });
});
