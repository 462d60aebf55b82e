import { useStillPage } from '@portal/client/reading-aids';
import { useEffect, useRef } from 'react';
import { boardScrolls, initialScroller, scrollerTick } from './scroll-board.ts';

/**
 * Drives a board's track with requestAnimationFrame and a transform (no re-render per frame).
 * `track` holds the rows, then the first screenful of them again (so the loop is seamless
 * without a hidden copy of every row); one loop is the height of the first copy. Hovering the
 * board stops it. The loop's height is measured when the rows change size, never per frame (a
 * layout read each frame costs a slow phone most of its frame), and frames do nothing while the
 * board is off screen. In 长辈模式, and when the system asks for reduced motion, nothing scrolls:
 * the board is a still list of all its rows.
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
  const still = useStillPage();
  const scrolls = boardScrolls(rowCount) && !still;

  useEffect(() => {
    const box = viewport.current;
    const rows = track.current;
    if (!box || !rows || !scrolls) return;
    let hovered = false;
    const enter = () => {
      hovered = true;
    };
    const leave = () => {
      hovered = false;
    };
    box.addEventListener('mouseenter', enter);
    box.addEventListener('mouseleave', leave);
    let height = loopHeight(rows, rowCount);
    const resized = new ResizeObserver(() => {
      height = loopHeight(rows, rowCount);
    });
    resized.observe(rows);
    let onScreen = true;
    const seen = new IntersectionObserver((entries) => {
      onScreen = entries.some((entry) => entry.isIntersecting);
    });
    seen.observe(box);
    let state = initialScroller(performance.now());
    let frame = requestAnimationFrame(function tick(now) {
      if (!onScreen) {
        frame = requestAnimationFrame(tick);
        return;
      }
      const next = scrollerTick(state, { now, hovered, loopHeight: height, rowCount });
      if (next.offset !== state.offset) {
        rows.style.transform = `translateY(${-next.offset}px)`;
        rows.dataset.offset = next.offset.toFixed(1);
      }
      state = next;
      frame = requestAnimationFrame(tick);
    });
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      seen.disconnect();
      box.removeEventListener('mouseenter', enter);
      box.removeEventListener('mouseleave', leave);
      rows.style.transform = '';
    };
  }, [rowCount, scrolls]);

  return { viewport, track, scrolls };
}
