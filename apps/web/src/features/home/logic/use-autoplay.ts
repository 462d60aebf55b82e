import { useStillPage } from '@portal/client/reading-aids';
import { useCallback, useEffect, useState } from 'react';
import { wrapIndex } from './paging.ts';

/**
 * A looping carousel's current slide: it advances every `intervalMs` unless paused (hover), and
 * the arrows and dots move it by hand. Moving by hand restarts the wait. In 长辈模式 and when the
 * system asks for reduced motion it never moves by itself (issue 31, WCAG 2.2.2).
 */
export function useAutoplay(count: number, intervalMs: number, hovered: boolean) {
  const still = useStillPage();
  const paused = hovered || still;
  const [index, setIndex] = useState(0);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (count <= 1 || paused || generation < 0) return;
    const timer = setInterval(
      () => setIndex((current) => wrapIndex(current + 1, count)),
      intervalMs,
    );
    return () => clearInterval(timer);
  }, [count, intervalMs, paused, generation]);

  // A shorter list (another tab, a reload) must not leave the index past its end.
  const current = wrapIndex(index, count);

  const go = useCallback(
    (next: number) => {
      setIndex(wrapIndex(next, count));
      setGeneration((value) => value + 1);
    },
    [count],
  );

  return { index: current, go };
}
