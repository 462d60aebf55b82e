import { SLIDE_PUZZLE } from '@portal/shared';

const { pieceSize: L, radius: R } = SLIDE_PUZZLE;

/** Width of the piece strip: the square plus the right knob and a margin. */
export const PIECE_STRIP_WIDTH = L + 2 * R + 3;
/** How many px deep the depth map counts; deeper pixels all read DEPTH_MAX. */
export const DEPTH_MAX = 4;

/**
 * The piece's jigsaw shape relative to the square's top-left corner: a square with knobs on
 * the top and right and a notch on the left.
 */
function insidePiece(u: number, v: number): boolean {
  const square = u >= 0 && u <= L && v >= 0 && v <= L;
  const top = Math.hypot(u - L / 2, v + R - 2) <= R;
  const right = Math.hypot(u - (L + R - 2), v - L / 2) <= R;
  const notch = Math.hypot(u - (R - 2), v - L / 2) <= R;
  return (square || top || right) && !notch;
}

/**
 * The piece and the outlines decoy holes use: turned half round, mirrored left-right and
 * flipped upside down, so a person sees at a glance that their knobs sit elsewhere.
 */
export type Orientation = 'piece' | 'turned' | 'mirrored' | 'flipped';
const TRANSFORMS: Record<Orientation, (u: number, v: number) => [number, number]> = {
  piece: (u, v) => [u, v],
  turned: (u, v) => [L - u, L - v],
  mirrored: (u, v) => [L - u, v],
  flipped: (u, v) => [u, L - v],
};

/** Every shape fits in this box around the square (knobs reach 2R − 2 out of it). */
const MARGIN = 2 * R;
const BOX = L + 2 * MARGIN + 1;

/** A shape's pixels: (u, v) offsets from the square's corner and how deep inside they lie. */
export interface ShapePixel {
  u: number;
  v: number;
  /** 1 on the outline, up to DEPTH_MAX further in. */
  depth: number;
}

function buildShape(orientation: Orientation): ShapePixel[] {
  const transform = TRANSFORMS[orientation];
  const inside = new Uint8Array(BOX * BOX);
  for (let j = 0; j < BOX; j++) {
    for (let i = 0; i < BOX; i++) {
      const [u, v] = transform(i - MARGIN, j - MARGIN);
      inside[j * BOX + i] = insidePiece(u, v) ? 1 : 0;
    }
  }
  const isIn = (i: number, j: number) =>
    i >= 0 && j >= 0 && i < BOX && j < BOX && inside[j * BOX + i] === 1;
  const pixels: ShapePixel[] = [];
  for (let j = 0; j < BOX; j++) {
    for (let i = 0; i < BOX; i++) {
      if (!isIn(i, j)) continue;
      let depth = DEPTH_MAX;
      for (let dj = -DEPTH_MAX + 1; dj < DEPTH_MAX; dj++) {
        for (let di = -DEPTH_MAX + 1; di < DEPTH_MAX; di++) {
          if (!isIn(i + di, j + dj)) depth = Math.min(depth, Math.max(Math.abs(di), Math.abs(dj)));
        }
      }
      pixels.push({ u: i - MARGIN, v: j - MARGIN, depth });
    }
  }
  return pixels;
}

const SHAPES = Object.fromEntries(
  (Object.keys(TRANSFORMS) as Orientation[]).map((o) => [o, buildShape(o)]),
) as Record<Orientation, ShapePixel[]>;

export const shapePixels = (orientation: Orientation) => SHAPES[orientation];

function reachOf(pixels: ShapePixel[]) {
  return {
    left: -Math.min(...pixels.map((p) => p.u)),
    top: -Math.min(...pixels.map((p) => p.v)),
    right: Math.max(...pixels.map((p) => p.u)) - L,
    bottom: Math.max(...pixels.map((p) => p.v)) - L,
  };
}
const REACH = Object.fromEntries(
  Object.entries(SHAPES).map(([o, pixels]) => [o, reachOf(pixels)]),
) as Record<Orientation, ReturnType<typeof reachOf>>;

/** How far a shape reaches out of its square on each side, to keep it inside the picture. */
export const reach = (orientation: Orientation) => REACH[orientation];
