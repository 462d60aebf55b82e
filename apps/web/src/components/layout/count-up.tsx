import { VISITOR_COUNTER } from '@portal/shared/constants';
import { useEffect, useState } from 'react';

const easeOut = (t: number) => 1 - (1 - t) ** 3;

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
      const progress = Math.min(1, (now - start) / durationMs);
      setValue(Math.round(target * easeOut(progress)));
      if (progress < 1) frame = requestAnimationFrame(step);
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
