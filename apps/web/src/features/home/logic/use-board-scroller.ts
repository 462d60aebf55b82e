import { useEffect, useRef } from 'react';
import { boardScrolls, initialScroller, scrollerTick } from './scroll-board.ts';

/**
 * Drives a board's track with requestAnimationFrame and a transform (no re-render per frame).
 * `track` holds the rows, then the first screenful of them again (so the loop is seamless
 * without a hidden copy of every row); one loop is the height of the first copy. Hovering the
 * board stops it.
 */
/** From the first row to the first row of the repeated screenful. */
function loopHeight(track: HTMLElement, rowCount: number): number {
  const first = track.children[0] as HTMLElement | undefined;
  const repeated = track.children[rowCount] as HTMLElement | undefined;
  return first && repeated ? repeated.offsetTop - first.offsetTop : 0;
}

export function useBoardScroller(rowCount: number) {
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = viewport.current;
    const rows = track.current;
    if (!box || !rows || !boardScrolls(rowCount)) return;
    let hovered = false;
    const enter = () => {
      hovered = true;
    };
    const leave = () => {
      hovered = false;
    };
    box.addEventListener('mouseenter', enter);
    box.addEventListener('mouseleave', leave);
    let state = initialScroller(performance.now());
    let frame = requestAnimationFrame(function tick(now) {
      const next = scrollerTick(state, {
        now,
        hovered,
        loopHeight: loopHeight(rows, rowCount),
        rowCount,
      });
      if (next.offset !== state.offset) {
        rows.style.transform = `translateY(${-next.offset}px)`;
        rows.dataset.offset = next.offset.toFixed(1);
      }
      state = next;
      frame = requestAnimationFrame(tick);
    });
    return () => {
      cancelAnimationFrame(frame);
      box.removeEventListener('mouseenter', enter);
      box.removeEventListener('mouseleave', leave);
      rows.style.transform = '';
    };
  }, [rowCount]);

  return { viewport, track, scrolls: boardScrolls(rowCount) };
}
