import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_PAGE_SIZE,
  patchActivityState,
  readActivityState,
  toActionQuery,
  writeActivityState,
} from '../src/features/activity/logic/activity-filters.ts';
import {
  activityDates,
  activityPlace,
  placesLeft,
} from '../src/features/activity/logic/activity-text.ts';

const read = (query: string) => readActivityState(new URLSearchParams(query));

describe('activity list state in the URL', () => {
  it('reads category, status, region, keyword, dates and page', () => {
    const state = read(
      'catId=3&status=1&regionCode=3701&keyword=%E8%B7%AF%E6%BC%94&dateFrom=2026-12-01&dateTo=2026-12-31&pageNum=2',
    );
    expect(state).toMatchObject({
      pageNum: 2,
      keyword: '路演',
      regionCode: '3701',
      extras: { catId: 3, status: 1 },
      dates: { from: '2026-12-01', to: '2026-12-31' },
    });
    expect(toActionQuery(state)).toEqual({
      pageNum: 2,
      pageSize: ACTIVITY_PAGE_SIZE,
      catId: 3,
      status: 1,
      keyword: '路演',
      provinceCode: '37',
      cityCode: '3701',
      dateFrom: '2026-12-01',
      dateTo: '2026-12-31',
    });
  });

  it('drops bad dates and a backwards range end, and sends status 0', () => {
    const state = read('dateFrom=2026-12-31&dateTo=2026-12-01&status=0&regionCode=37');
    expect(state.dates).toEqual({ from: '2026-12-31' });
    expect(read('dateFrom=12/01/2026').dates).toEqual({});
    expect(toActionQuery(state)).toEqual({
      pageNum: 1,
      pageSize: ACTIVITY_PAGE_SIZE,
      status: 0,
      provinceCode: '37',
      dateFrom: '2026-12-31',
    });
  });

  it('sends no status that is not an activity status (typed by hand in the URL)', () => {
    expect(toActionQuery(read('status=7')).status).toBeUndefined();
    expect(toActionQuery(read('status=3')).status).toBe(3);
  });

  it('fixes the category of ActivityCats over the URL', () => {
    expect(toActionQuery(read('catId=3'), 5).catId).toBe(5);
  });

  it('writes back without defaults; any change but the page returns to page 1', () => {
    const state = read('catId=3&pageNum=4&dateFrom=2026-12-01');
    expect(patchActivityState(state, { pageNum: 5 }).pageNum).toBe(5);
    const dated = patchActivityState(state, { dates: { to: '2026-12-20' } });
    expect(dated.pageNum).toBe(1);
    expect(writeActivityState(dated).toString()).toBe('catId=3&dateTo=2026-12-20');
    const cleared = patchActivityState(state, { extras: { catId: undefined } });
    expect(writeActivityState(cleared).toString()).toBe('dateFrom=2026-12-01');
  });
});

describe('activity texts', () => {
  it('writes one-day and multi-day dates to the minute', () => {
    expect(
      activityDates({
        actionDateStart: '2026-12-15 09:00:00',
        actionDateEnd: '2026-12-15 17:30:00',
      }),
    ).toBe('2026-12-15 09:00 至 17:30');
    expect(
      activityDates({
        actionDateStart: '2026-12-15 09:00:00',
        actionDateEnd: '2026-12-16 12:00:00',
      }),
    ).toBe('2026-12-15 09:00 至 2026-12-16 12:00');
  });

  it('names the place and counts the places left', () => {
    expect(activityPlace({ actionProvince: '山东省', actionCity: '济南市' })).toBe('山东省 济南市');
    expect(activityPlace({ actionProvince: '北京市', actionCity: '北京市' })).toBe('北京市');
    expect(placesLeft({ signCount: 30, maxSignups: 100 })).toBe(70);
    expect(placesLeft({ signCount: 100, maxSignups: 100 })).toBe(0);
    expect(placesLeft({ signCount: 3, maxSignups: null })).toBeNull();
  });
});
