import type { SlideTracePoint } from '@portal/shared/api/index';
import { SLIDE_TRACE } from '@portal/shared/constants';

const { sampleMs, maxPoints } = SLIDE_TRACE;

export interface DragTrace {
  /** Records the pointer `dx`, `dy` px from the start, `t` ms after it, if a sample is due. */
  add(dx: number, dy: number, t: number): void;
  /** The whole trace, ending with the release point. */
  finish(dx: number, dy: number, t: number): SlideTracePoint[];
}

/**
 * Samples a drag for the slide puzzle's server check: one point per sampleMs at most.
 * When the trace fills up, every other point goes and sampling slows to half, so a slow
 * drag is still covered from start to end within maxPoints.
 */
export function createDragTrace(): DragTrace {
  let points: SlideTracePoint[] = [[0, 0, 0]];
  let interval: number = sampleMs;
  const point = (dx: number, dy: number, t: number): SlideTracePoint => [
    Math.round(dx),
    Math.round(dy),
    Math.round(t),
  ];
  return {
    add(dx, dy, t) {
      if (t - points[points.length - 1]![2] < interval) return;
      points.push(point(dx, dy, t));
      if (points.length >= maxPoints) {
        points = points.filter((_, index) => index % 2 === 0);
        interval *= 2;
      }
    },
    finish(dx, dy, t) {
      return [...points, point(dx, dy, t)];
    },
  };
}
