import type { SlideVerifyRequest } from '@portal/shared';

/** A hand takes at least this long to find and reach the hole… */
export const MIN_DRAG_MS = 300;
/** …and a drag longer than this is not one movement. */
export const MAX_DRAG_MS = 20_000;
/** Fewer samples than this cannot show how the piece moved. */
const MIN_POINTS = 8;
/** How far (px) the trace's last point may be from the reported release position. */
const END_SLACK_PX = 10;
/** How far (ms) the trace's last point may be from the reported duration. */
const END_SLACK_MS = 200;
/** Share of the horizontal path that must go forward (a hand corrects, a little). */
const MIN_FORWARD_SHARE = 0.6;
/**
 * Least spread of speed along the drag (standard deviation / mean): a hand speeds up and
 * slows down (≈ 0.5 and more); a script moving at one speed stays near 0.
 */
const MIN_SPEED_SPREAD = 0.2;
/**
 * Speeds are measured over windows at least this long: over single samples, whole-pixel
 * rounding alone makes a one-speed script look uneven.
 */
const SPEED_WINDOW_MS = 80;

/**
 * Whether a drag looks made by a hand: a human duration, enough samples in time order that
 * end where the piece was released, mostly moving right, through the middle of the way, at
 * changing speed. Vertical wobble is allowed, never required.
 */
export function isHumanDrag({ x, duration, trace }: Omit<SlideVerifyRequest, 'challengeId'>) {
  if (duration < MIN_DRAG_MS || duration > MAX_DRAG_MS || trace.length < MIN_POINTS) return false;
  const last = trace[trace.length - 1]!;
  if (Math.abs(last[0] - x) > END_SLACK_PX || Math.abs(last[2] - duration) > END_SLACK_MS) {
    return false;
  }
  let forward = 0;
  let path = 0;
  const speeds: number[] = [];
  let windowStart = trace[0]!;
  for (let i = 1; i < trace.length; i++) {
    const [dx, , t] = trace[i]!;
    const [prevX, , prevT] = trace[i - 1]!;
    if (t < prevT) return false;
    forward += Math.max(0, dx - prevX);
    path += Math.abs(dx - prevX);
    if (t - windowStart[2] >= SPEED_WINDOW_MS) {
      speeds.push(Math.abs(dx - windowStart[0]) / (t - windowStart[2]));
      windowStart = trace[i]!;
    }
  }
  if (speeds.length < 3) return false;
  if (path === 0 || forward / path < MIN_FORWARD_SHARE) return false;
  // Not a jump: the trace passes through the middle of the way.
  const between = trace.filter(([dx]) => dx > x * 0.1 && dx < x * 0.9).length;
  if (between < 3) return false;
  const mean = speeds.reduce((s, v) => s + v, 0) / speeds.length;
  const spread = Math.sqrt(speeds.reduce((s, v) => s + (v - mean) ** 2, 0) / speeds.length);
  return mean > 0 && spread / mean >= MIN_SPEED_SPREAD;
}
