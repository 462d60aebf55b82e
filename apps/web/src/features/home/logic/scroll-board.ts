/**
 * The two-sided board's vertical scroll (spec §9: step 0.2 px per frame, stop on hover, wait
 * 1000 ms before moving, 6 visible rows). The rows are rendered twice one above the other, so
 * when the offset reaches the height of one copy it wraps to 0 without a visible jump.
 */
import { SCROLL_BOARD } from '@portal/shared/constants';

export interface ScrollerState {
  /** How far the rows have moved up, in px. */
  offset: number;
  /** No movement before this time (ms, same clock as `now`). */
  waitUntil: number;
}

export interface ScrollerInput {
  now: number;
  hovered: boolean;
  /** Height of one copy of the rows. */
  loopHeight: number;
  /** Number of rows; the board scrolls only when they do not all fit. */
  rowCount: number;
}

/** Whether a board with `rowCount` rows moves at all: only when there are more than it shows. */
export function boardScrolls(rowCount: number, visibleRows: number = SCROLL_BOARD.rows): boolean {
  return rowCount > visibleRows;
}

export function initialScroller(now: number, waitMs: number = SCROLL_BOARD.waitMs): ScrollerState {
  return { offset: 0, waitUntil: now + waitMs };
}

/** One animation frame. */
export function scrollerTick(
  state: ScrollerState,
  input: ScrollerInput,
  step: number = SCROLL_BOARD.step,
): ScrollerState {
  if (!boardScrolls(input.rowCount) || input.loopHeight <= 0) {
    return state.offset === 0 ? state : { ...state, offset: 0 };
  }
  if (input.hovered || input.now < state.waitUntil) return state;
  let offset = state.offset + step;
  if (offset >= input.loopHeight) offset -= input.loopHeight;
  return { ...state, offset };
}
