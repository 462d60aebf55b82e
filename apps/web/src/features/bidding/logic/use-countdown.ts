import { useEffect, useState } from 'react';
import { remainingMs } from './auction.ts';

/**
 * Milliseconds left of a server countdown, ticking each second. `answeredAt` is when the answer
 * carrying `countdownMs` arrived (TanStack Query's dataUpdatedAt), so the count is the server's.
 * `onZero` runs once when it reaches 0 (the page then asks the server for the new status).
 */
export function useCountdown(countdownMs: number, answeredAt: number, onZero?: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const left = remainingMs(countdownMs, answeredAt, now);
  useEffect(() => {
    if (countdownMs <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [countdownMs]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fire once per reaching zero
  useEffect(() => {
    if (countdownMs > 0 && left === 0) onZero?.();
  }, [left === 0, countdownMs]);
  return left;
}
