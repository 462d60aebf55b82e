import { useMotionAwareTheme, useSiteTheme } from '@portal/client/reading-aids';
import { antdTheme } from '@portal/client/theme';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountUp } from '../src/components/layout/count-up.tsx';
import { useAutoplay } from '../src/features/home/logic/use-autoplay.ts';

/** The system asks for reduced motion (prefers-reduced-motion: reduce). */
function askForReducedMotion() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      ...original(query),
      matches: query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}

describe('reduced motion asked for by the system', () => {
  let restore: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    restore = askForReducedMotion();
  });
  afterEach(() => {
    restore();
    vi.useRealTimers();
  });

  it('a carousel never moves by itself; its arrows still move it', () => {
    const { result } = renderHook(() => useAutoplay(3, 6000, false));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.index).toBe(0);
    act(() => result.current.go(2));
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.index).toBe(2);
  });

  it('a counter shows its number at once', () => {
    const { result } = renderHook(() => useCountUp(1234, 3000, 500));
    expect(result.current).toBe(1234);
  });

  it("antd's motion is off, in the same theme object on every render", () => {
    const { result, rerender } = renderHook(() => useSiteTheme());
    const first = result.current;
    expect(first.token?.motion).toBe(false);
    expect(first.token?.colorPrimary).toBe(antdTheme.token?.colorPrimary);
    rerender();
    expect(result.current).toBe(first);
  });
});

describe('without reduced motion', () => {
  it('the theme is the site theme itself', () => {
    const { result } = renderHook(() => useMotionAwareTheme(antdTheme));
    expect(result.current).toBe(antdTheme);
  });
});
