import { FRIEND_LINKS } from '@portal/shared/constants';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoplay } from '../src/features/home/logic/use-autoplay.ts';

describe('useAutoplay (friendship links: every 6000 ms, pause on hover, loop)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every interval and loops to the first slide', () => {
    const { result } = renderHook(() => useAutoplay(3, FRIEND_LINKS.autoplayMs, false));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(5999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(12_000));
    expect(result.current.index).toBe(0);
  });

  it('stands still while paused and resumes afterwards', () => {
    const { result, rerender } = renderHook(({ paused }) => useAutoplay(3, 6000, paused), {
      initialProps: { paused: true },
    });
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.index).toBe(0);
    rerender({ paused: false });
    act(() => vi.advanceTimersByTime(6000));
    expect(result.current.index).toBe(1);
  });

  it('a hand move restarts the wait', () => {
    const { result } = renderHook(() => useAutoplay(4, 6000, false));
    act(() => vi.advanceTimersByTime(5000));
    act(() => result.current.go(-1));
    expect(result.current.index).toBe(3);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.index).toBe(0);
  });

  it('a single slide never moves', () => {
    const { result } = renderHook(() => useAutoplay(1, 6000, false));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.index).toBe(0);
  });
});
