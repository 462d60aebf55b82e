/**
 * The floating ad (spec §4, §9): every 25 ms it moves one step and bounces off the edges of the
 * viewport. Pure, so the bounce can be checked without a browser.
 */

export interface FloatState {
  x: number;
  y: number;
  /** Direction and speed per step, px. */
  dx: number;
  dy: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The next position inside `viewport` for a box of `box`; a wall reverses that direction. */
export function bounceStep(state: FloatState, viewport: Size, box: Size): FloatState {
  const maxX = Math.max(0, viewport.width - box.width);
  const maxY = Math.max(0, viewport.height - box.height);
  let { dx, dy } = state;
  let x = state.x + dx;
  let y = state.y + dy;
  if (x <= 0) {
    x = 0;
    dx = Math.abs(dx);
  } else if (x >= maxX) {
    x = maxX;
    dx = -Math.abs(dx);
  }
  if (y <= 0) {
    y = 0;
    dy = Math.abs(dy);
  } else if (y >= maxY) {
    y = maxY;
    dy = -Math.abs(dy);
  }
  return { x, y, dx, dy };
}
