import { useReducedMotion } from '@portal/client/reading-aids';
import { VISITOR_COUNTER } from '@portal/shared/constants';
import { type RefObject, useEffect, useRef, useState } from 'react';

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/** The value shown `elapsedMs` into a count-up to `target` lasting `durationMs` (eased out). */
export function countUpValue(target: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  if (elapsedMs <= 0) return 0;
  return Math.round(target * easeOut(elapsedMs / durationMs));
}

/** Runs a count-up, calling `onValue` once per frame; answers the cleanup. */
function runCountUp(
  target: number,
  durationMs: number,
  delayMs: number,
  onValue: (value: number) => void,
): () => void {
  if (durationMs <= 0) {
    onValue(target);
    return () => {};
  }
  let frame = 0;
  let start = 0;
  let last = Number.NaN;
  const step = (now: number) => {
    if (!start) start = now;
    const elapsed = now - start;
    const value = countUpValue(target, elapsed, durationMs);
    if (value !== last) onValue(value);
    last = value;
    if (elapsed < durationMs) frame = requestAnimationFrame(step);
  };
  const timer = setTimeout(() => {
    frame = requestAnimationFrame(step);
  }, delayMs);
  return () => {
    clearTimeout(timer);
    cancelAnimationFrame(frame);
  };
}

/** A count-up's duration: none (the number at once) when the system asks for reduced motion. */
function useCountUpDuration(durationMs: number): number {
  return useReducedMotion() ? 0 : durationMs;
}

/**
 * Counts from 0 to `target` in `durationMs`, starting `delayMs` after the target is known; shows
 * the target at once when the system asks for reduced motion.
 */
export function useCountUp(
  target: number | undefined,
  durationMs: number = VISITOR_COUNTER.durationMs,
  delayMs: number = VISITOR_COUNTER.delayMs,
): number {
  const [value, setValue] = useState(0);
  const duration = useCountUpDuration(durationMs);
  useEffect(() => {
    if (target === undefined) return;
    return runCountUp(target, duration, delayMs, setValue);
  }, [target, duration, delayMs]);
  return value;
}

/**
 * The same count-up written straight into the element's text, without a React render per frame:
 * for a screen of counters (the home tiles), where re-rendering each one 60 times a second keeps
 * a slow phone's main thread busy. Render `format(0)` as the element's text. Reduced motion: the
 * number at once.
 */
export function useCountUpText<E extends HTMLElement>(
  target: number | undefined,
  format: (value: number) => string,
  durationMs: number,
  delayMs = 0,
): RefObject<E | null> {
  const ref = useRef<E>(null);
  const duration = useCountUpDuration(durationMs);
  useEffect(() => {
    const element = ref.current;
    if (target === undefined || !element) return;
    return runCountUp(target, duration, delayMs, (value) => {
      element.textContent = format(value);
    });
  }, [target, format, duration, delayMs]);
  return ref;
}
