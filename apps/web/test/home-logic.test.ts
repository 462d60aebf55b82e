import { FRIEND_LINKS, SCROLL_BOARD } from '@portal/shared/constants';
import { describe, expect, it } from 'vitest';
import { countUpValue } from '../src/components/layout/count-up.tsx';
import { adTarget } from '../src/features/home/logic/ad-target.ts';
import { sectionFromUrl } from '../src/features/home/logic/anchors.ts';
import { bounceStep, type FloatState } from '../src/features/home/logic/bounce.ts';
import { chunk, wrapIndex } from '../src/features/home/logic/paging.ts';
import {
  boardScrolls,
  initialScroller,
  type ScrollerInput,
  scrollerTick,
} from '../src/features/home/logic/scroll-board.ts';
import { marketGrid } from '../src/features/home/logic/service-market.ts';
import { formatPrice } from '../src/lib/price.ts';

describe('service market grid (spec §9)', () => {
  it.each([
    [1, 2, 1],
    [6, 2, 3],
    [7, 3, 3],
    [9, 3, 3],
    [10, 4, 3],
    [13, 4, 4],
  ])('%i items → %i columns, %i rows', (count, columns, rows) => {
    expect(marketGrid(count)).toEqual({ columns, rows });
  });

  it('an empty market has no rows', () => {
    expect(marketGrid(0)).toEqual({ columns: 2, rows: 0 });
  });
});

describe('friendship link paging', () => {
  const links = Array.from({ length: 32 }, (_, i) => i + 1);

  it('makes slides of 15, the last one shorter', () => {
    const slides = chunk(links, FRIEND_LINKS.perSlide);
    expect(slides.map((slide) => slide.length)).toEqual([15, 15, 2]);
    expect(slides[1]?.[0]).toBe(16);
    expect(slides.flat()).toEqual(links);
  });

  it('exactly 15 links are one slide; none are none', () => {
    expect(chunk(links.slice(0, 15), 15)).toHaveLength(1);
    expect(chunk([], 15)).toEqual([]);
  });

  it('activities go 2 to a slide', () => {
    expect(chunk(['a', 'b', 'c'], 2)).toEqual([['a', 'b'], ['c']]);
  });

  it('loops: after the last slide comes the first, before the first the last', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(4, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });

  it('refuses a slide size below 1', () => {
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});

describe('scrolling board (step 0.2, wait 1000 ms, 6 rows, stop on hover)', () => {
  const input = (over: Partial<ScrollerInput>): ScrollerInput => ({
    now: 0,
    hovered: false,
    loopHeight: 520,
    rowCount: 10,
    ...over,
  });

  it('moves only when there are more rows than the 6 shown', () => {
    expect(SCROLL_BOARD.rows).toBe(6);
    expect(boardScrolls(6)).toBe(false);
    expect(boardScrolls(7)).toBe(true);
    const start = initialScroller(0);
    expect(scrollerTick(start, input({ now: 5000, rowCount: 6 })).offset).toBe(0);
  });

  it('waits 1000 ms before the first step', () => {
    const start = initialScroller(100);
    expect(start.waitUntil).toBe(1100);
    expect(scrollerTick(start, input({ now: 1099 }))).toBe(start);
    expect(scrollerTick(start, input({ now: 1100 })).offset).toBeCloseTo(0.2);
  });

  it('moves 0.2 px per frame and stops while hovered', () => {
    let state = initialScroller(0);
    for (let frame = 0; frame < 50; frame += 1) state = scrollerTick(state, input({ now: 2000 }));
    expect(state.offset).toBeCloseTo(10);
    const hovered = scrollerTick(state, input({ now: 2000, hovered: true }));
    expect(hovered.offset).toBeCloseTo(10);
    expect(scrollerTick(hovered, input({ now: 2000 })).offset).toBeCloseTo(10.2);
  });

  it('wraps to the top after one copy of the rows', () => {
    const near = { offset: 519.9, waitUntil: 0 };
    const next = scrollerTick(near, input({ now: 10 }));
    expect(next.offset).toBeCloseTo(0.1);
    expect(next.offset).toBeLessThan(520);
  });
});

describe('floating ad bounce (every 25 ms)', () => {
  const viewport = { width: 1000, height: 600 };
  const box = { width: 200, height: 120 };

  it('moves by its direction inside the viewport', () => {
    expect(bounceStep({ x: 10, y: 20, dx: 1, dy: 1 }, viewport, box)).toEqual({
      x: 11,
      y: 21,
      dx: 1,
      dy: 1,
    });
  });

  it('bounces off the right and bottom edges', () => {
    const next = bounceStep({ x: 799.5, y: 479.5, dx: 1, dy: 1 }, viewport, box);
    expect(next).toEqual({ x: 800, y: 480, dx: -1, dy: -1 });
  });

  it('bounces off the left and top edges', () => {
    const next = bounceStep({ x: 0.5, y: 0.5, dx: -1, dy: -1 }, viewport, box);
    expect(next).toEqual({ x: 0, y: 0, dx: 1, dy: 1 });
  });

  it('stays inside over a long run', () => {
    let state: FloatState = { x: 60, y: 180, dx: 1, dy: 1 };
    for (let step = 0; step < 5000; step += 1) {
      state = bounceStep(state, viewport, box);
      expect(state.x).toBeGreaterThanOrEqual(0);
      expect(state.x).toBeLessThanOrEqual(800);
      expect(state.y).toBeGreaterThanOrEqual(0);
      expect(state.y).toBeLessThanOrEqual(480);
    }
  });

  it('a viewport smaller than the ad pins it to the corner', () => {
    expect(bounceStep({ x: 5, y: 5, dx: 1, dy: 1 }, { width: 100, height: 100 }, box)).toEqual({
      x: 0,
      y: 0,
      dx: -1,
      dy: -1,
    });
  });
});

describe('count-up (3000 ms)', () => {
  it('starts at 0, ends exactly at the target, and never goes back', () => {
    expect(countUpValue(1234, 0, 3000)).toBe(0);
    expect(countUpValue(1234, 3000, 3000)).toBe(1234);
    expect(countUpValue(1234, 4000, 3000)).toBe(1234);
    let previous = 0;
    for (let t = 0; t <= 3000; t += 100) {
      const value = countUpValue(1234, t, 3000);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(1234);
      previous = value;
    }
  });

  it('eases out: past half the value at a third of the time', () => {
    expect(countUpValue(1000, 1000, 3000)).toBeGreaterThan(500);
  });

  it('a zero duration shows the target at once', () => {
    expect(countUpValue(99, 0, 0)).toBe(99);
  });
});

describe('ad click targets', () => {
  const ad = { id: 7, linkUrl: null, adLinkUrl: null, detailType: 0 };

  it('1: in-site route; 2: external window; 3: the ad article; 0: nothing', () => {
    expect(adTarget({ ...ad, detailType: 1, linkUrl: '/Project/Reward' })).toEqual({
      href: '/Project/Reward',
      external: false,
    });
    expect(adTarget({ ...ad, detailType: 1, linkUrl: 'Activity' })?.href).toBe('/Activity');
    expect(adTarget({ ...ad, detailType: 2, adLinkUrl: 'https://example.org/x' })).toEqual({
      href: 'https://example.org/x',
      external: true,
    });
    expect(adTarget({ ...ad, detailType: 3 })).toEqual({ href: '/AdDetail?id=7', external: false });
    expect(adTarget(ad)).toBeNull();
    expect(adTarget({ ...ad, detailType: 2 })).toBeNull();
  });
});

describe('section anchors', () => {
  it('reads the hash first, then ?anchor=', () => {
    expect(sectionFromUrl('#activityCenter', '')).toBe('activityCenter');
    expect(sectionFromUrl('', '?anchor=policyInformation')).toBe('policyInformation');
    expect(sectionFromUrl('#techService', '?anchor=policyInformation')).toBe('techService');
  });

  it('ignores anything that is not a home section', () => {
    expect(sectionFromUrl('#top', '?anchor=constructor')).toBeNull();
    expect(sectionFromUrl('', '')).toBeNull();
  });
});

describe('card prices', () => {
  it('0 is 面议, from 10 000 yuan on in 万元', () => {
    expect(formatPrice(0)).toBe('面议');
    expect(formatPrice(3200)).toBe('3,200.00元');
    expect(formatPrice(310000)).toBe('31.00万元');
    expect(formatPrice(123456789)).toBe('12,345.68万元');
  });
});
