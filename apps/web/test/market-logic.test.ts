import { bidNeedsWarning } from '@portal/shared/bid-limits';
import { describe, expect, it } from 'vitest';
import {
  checkBid,
  formatCountdown,
  minimumBid,
  parseServerTime,
  remainingMs,
} from '../src/features/bidding/logic/auction.ts';
import { highlightedWords, highlightHtml } from '../src/features/search/logic/highlight.ts';
import {
  readSearchState,
  toSearchQuery,
  writeSearchState,
} from '../src/features/search/logic/search-params.ts';
import {
  daysBefore,
  LIST_PAGE_SIZE,
  patchListState,
  readListState,
  toApiQuery,
  writeListState,
} from '../src/lib/list-filters.ts';

const EXTRAS = { maturity: 'int', open: 'bool' } as const;

describe('market list state ↔ URL', () => {
  it('reads every filter from the query and ignores junk', () => {
    const state = readListState(
      new URLSearchParams(
        'keyword=%20芯片%20&fieldId=3&regionCode=3701&price=10w-50w&date=30d&sort=priceAsc&pageNum=4&maturity=2&open=true',
      ),
      EXTRAS,
    );
    expect(state).toEqual({
      pageNum: 4,
      keyword: '芯片',
      sort: 'priceAsc',
      fieldId: 3,
      regionCode: '3701',
      price: '10w-50w',
      date: '30d',
      extras: { maturity: 2, open: true },
    });
    const junk = readListState(
      new URLSearchParams('pageNum=-2&fieldId=abc&regionCode=37x&price=cheap&sort=random&open=yes'),
      EXTRAS,
    );
    expect(junk).toEqual({ pageNum: 1, keyword: '', sort: 'latest', extras: {} });
  });

  it('writes back only what differs from the defaults, and round-trips', () => {
    const params = new URLSearchParams('fieldId=3&maturity=2&pageNum=2&sort=views');
    const state = readListState(params, EXTRAS);
    expect(writeListState(state).toString()).toBe('fieldId=3&maturity=2&sort=views&pageNum=2');
    expect(writeListState(readListState(new URLSearchParams(), EXTRAS)).toString()).toBe('');
  });

  it('goes back to page 1 on any filter change but keeps the page on paging', () => {
    const state = readListState(new URLSearchParams('pageNum=5&maturity=1'), EXTRAS);
    expect(patchListState(state, { pageNum: 6 }).pageNum).toBe(6);
    const filtered = patchListState(state, { keyword: '电池' });
    expect(filtered.pageNum).toBe(1);
    expect(filtered.keyword).toBe('电池');
    const cleared = patchListState(state, { extras: { maturity: undefined } });
    expect(cleared.extras).toEqual({});
    expect(cleared.pageNum).toBe(1);
  });

  it('turns the state into the contract query: price range, 面议, publish window', () => {
    const state = readListState(
      new URLSearchParams('price=10w-50w&date=7d&regionCode=37&maturity=3'),
      EXTRAS,
    );
    expect(toApiQuery(state, '2026-11-21')).toEqual({
      pageNum: 1,
      pageSize: LIST_PAGE_SIZE,
      sort: 'latest',
      regionCode: '37',
      priceMin: 100_000,
      priceMax: 499_999,
      publishDateFrom: '2026-11-14',
      maturity: 3,
    });
    const negotiable = readListState(new URLSearchParams('price=negotiable'));
    expect(toApiQuery(negotiable, '2026-11-21')).toMatchObject({ negotiable: true });
    expect(toApiQuery(negotiable, '2026-11-21')).not.toHaveProperty('priceMin');
  });

  it('counts days back across month and year ends', () => {
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(daysBefore('2026-01-05', 30)).toBe('2025-12-06');
  });
});

describe('auction countdown and bid rules', () => {
  it('formats countdowns with days past 24 hours', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5000)).toBe('00:00:00');
    expect(formatCountdown(59_999)).toBe('00:00:59');
    expect(formatCountdown(3_723_000)).toBe('01:02:03');
    expect(formatCountdown(2 * 86_400_000 + 3_723_000)).toBe('2天 01:02:03');
  });

  it('runs the countdown from the moment of the server answer', () => {
    expect(remainingMs(10_000, 1_000, 4_000)).toBe(7_000);
    expect(remainingMs(10_000, 1_000, 20_000)).toBe(0);
    // A clock that goes back does not add time.
    expect(remainingMs(10_000, 5_000, 1_000)).toBe(10_000);
  });

  it('reads server time as Asia/Shanghai', () => {
    expect(parseServerTime('2026-11-21 08:00:00')).toBe(Date.UTC(2026, 10, 21, 0, 0, 0));
    expect(parseServerTime('yesterday')).toBeNaN();
  });

  it('asks for the start price first, then current + step', () => {
    const base = { startPrice: 1_000_000, currentPrice: 1_000_000, stepPrice: 10_000 };
    expect(minimumBid({ ...base, bidCount: 0 })).toBe(1_000_000);
    expect(minimumBid({ ...base, currentPrice: 1_050_000, bidCount: 3 })).toBe(1_060_000);
  });

  it('checks a bid typed in 万元: refuses outside 进行中, the leader, and below the minimum', () => {
    const bid = {
      auctionStatus: 2,
      startPrice: 1_000_000,
      currentPrice: 1_050_000,
      stepPrice: 10_000,
      bidCount: 3,
      minNextPrice: 1_060_000,
      isLeading: false,
    };
    expect(checkBid({ ...bid, auctionStatus: 1 }, 200)).toEqual({
      ok: false,
      reason: '该项目当前不在竞价中，不能出价',
    });
    expect(checkBid({ ...bid, isLeading: true }, 200)).toEqual({
      ok: false,
      reason: '您当前已是最高出价者，不能自己加价',
    });
    expect(checkBid(bid, 105.99)).toEqual({
      ok: false,
      reason: '出价不能低于106.00万元（当前价105.00万元 + 加价幅度1.00万元）',
    });
    expect(checkBid({ ...bid, bidCount: 0, minNextPrice: 1_000_000 }, 99.99)).toEqual({
      ok: false,
      reason: '出价不能低于起拍价100.00万元',
    });
    expect(checkBid(bid, 106.001).ok).toBe(false);
    expect(checkBid(bid, null).ok).toBe(false);
    expect(checkBid(bid, 106)).toEqual({ ok: true, yuan: 1_060_000 });
    expect(checkBid(bid, 106.37)).toEqual({ ok: true, yuan: 1_063_700 });
  });

  it('refuses above current + 20 steps, and warns above 2 steps over the minimum or 10 %', () => {
    const bid = {
      auctionStatus: 2,
      startPrice: 1_000_000,
      currentPrice: 1_050_000,
      stepPrice: 10_000,
      bidCount: 3,
      minNextPrice: 1_060_000,
      isLeading: false,
    };
    expect(checkBid(bid, 125)).toEqual({ ok: true, yuan: 1_250_000 });
    expect(checkBid(bid, 125.01)).toEqual({
      ok: false,
      reason: '单次出价不能高于125.00万元（当前价加20个加价幅度）',
    });
    expect(checkBid(bid, 100_000_000).ok).toBe(false);
    expect(bidNeedsWarning(bid, 1_080_000)).toBe(false);
    expect(bidNeedsWarning(bid, 1_080_001)).toBe(true);
    const big = { ...bid, stepPrice: 100_000, minNextPrice: 1_150_000 };
    expect(bidNeedsWarning(big, 1_150_000)).toBe(false);
    expect(bidNeedsWarning(big, 1_160_000)).toBe(true);
    expect(bidNeedsWarning({ ...bid, bidCount: 0, currentPrice: 1_000_000 }, 1_000_000)).toBe(
      false,
    );
  });
});

describe('search highlights and query', () => {
  it('keeps only text and <em> of the server highlights', () => {
    expect(highlightHtml('车规级MCU<em>芯片</em>')).toBe('车规级MCU<em>芯片</em>');
    expect(highlightHtml('<em onclick="x()">电池</em><script>alert(1)</script><b>正极</b>')).toBe(
      '<em>电池</em>正极',
    );
    expect(highlightHtml('a &lt;img src=x onerror=alert(1)&gt; <em>b</em>')).toBe(
      'a &lt;img src=x onerror=alert(1)&gt; <em>b</em>',
    );
    expect(highlightHtml(null)).toBe('');
    expect(highlightedWords('…<em>锂电池</em>正极<em>材料</em>')).toEqual(['锂电池', '材料']);
  });

  it('reads type or catType (catType wins) and keeps the words when switching', () => {
    const byType = readSearchState(new URLSearchParams('searchStr=芯片&type=3&pageNum=2'));
    expect(byType).toEqual({ mode: 'type', value: 3, words: '芯片', pageNum: 2 });
    expect(toSearchQuery(byType)).toEqual({ pageNum: 2, pageSize: 10, type: 3, searchStr: '芯片' });
    const byCat = readSearchState(
      new URLSearchParams('catType=4&searchContent=电池&searchStr=x&type=2'),
    );
    expect(byCat).toEqual({ mode: 'cat', value: 4, words: '电池', pageNum: 1 });
    const switched = writeSearchState({ ...byType, value: 5, pageNum: 1 });
    expect(switched.toString()).toBe(new URLSearchParams('searchStr=芯片&type=5').toString());
    expect(readSearchState(new URLSearchParams('type=99')).value).toBe(1);
    expect(readSearchState(new URLSearchParams('catType=7&searchContent=a')).mode).toBe('type');
  });
});
