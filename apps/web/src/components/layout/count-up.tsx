import { VISITOR_COUNTER } from '@portal/shared/constants';
import { useEffect, useState } from 'react';

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/** The value shown `elapsedMs` into a count-up to `target` lasting `durationMs` (eased out). */
export function countUpValue(target: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  if (elapsedMs <= 0) return 0;
  return Math.round(target * easeOut(elapsedMs / durationMs));
}

/** Counts from 0 to `target` in `durationMs`, starting `delayMs` after the target is known. */
export function useCountUp(
  target: number | undefined,
  durationMs: number = VISITOR_COUNTER.durationMs,
  delayMs: number = VISITOR_COUNTER.delayMs,
): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (target === undefined) return;
    let frame = 0;
    let start = 0;
    const step = (now: number) => {
      if (!start) start = now;
      const elapsed = now - start;
      setValue(countUpValue(target, elapsed, durationMs));
      if (elapsed < durationMs) frame = requestAnimationFrame(step);
    };
    const timer = setTimeout(() => {
      frame = requestAnimationFrame(step);
    }, delayMs);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [target, durationMs, delayMs]);
  return value;
}
