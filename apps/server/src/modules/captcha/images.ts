import { SLIDE_PUZZLE } from '@portal/shared';
import { PNG } from 'pngjs';
import { clamp, mulberry32, scene } from './backgrounds.ts';
import { type Orientation, PIECE_STRIP_WIDTH, reach, shapePixels } from './shapes.ts';

const { width: W, height: H, pieceSize: L } = SLIDE_PUZZLE;

/**
 * Why the picture is drawn this way: a program that slides the piece along the background
 * and scores pixel similarity, darkness or edges must not find the hole. So the piece is
 * re-rendered (shifted texture, other brightness and contrast, its own grain); the hole is
 * a soft, blurred, flattened shade of the scene with its own blotches; and two decoy holes
 * at other x and about the same height — darker, crisply outlined, filled with the piece's
 * own texture — draw every such score to themselves. A person matches the outline: the decoys' knobs sit elsewhere.
 */
export interface PuzzleImages {
  background: string;
  piece: string;
}

/** Over how many px the hole's edge fades in: no sharp outline for an edge detector. */
const HOLE_FEATHER_PX = 3;

type Random = () => number;
const between = (rand: Random, min: number, max: number) => min + rand() * (max - min);
const grain = (rand: Random, amount: number) => (rand() - 0.5) * 2 * amount;

interface Decoy {
  x: number;
  y: number;
  orientation: Orientation;
}

/** Up to two decoys, clear of the hole, of each other and of the piece's start position. */
function placeDecoys(x: number, y: number, rand: Random): Decoy[] {
  const decoys: Decoy[] = [];
  // One decoy differs from the piece only by its knob below instead of on top.
  const orientations: Orientation[] = ['flipped', rand() < 0.5 ? 'turned' : 'mirrored'];
  for (let attempt = 0; attempt < 40 && decoys.length < 2; attempt++) {
    const orientation = orientations[decoys.length]!;
    const r = reach(orientation);
    const minX = PIECE_STRIP_WIDTH + r.left;
    const dx = Math.round(between(rand, minX, W - L - r.right - 2));
    const clear = [x, ...decoys.map((d) => d.x)].every(
      (other) => Math.abs(other - dx) >= PIECE_STRIP_WIDTH,
    );
    if (!clear) continue;
    const dy = Math.round(y + between(rand, -3, 3));
    decoys.push({
      x: dx,
      y: Math.max(r.top + 1, Math.min(H - L - r.bottom - 2, dy)),
      orientation,
    });
  }
  return decoys;
}

/** A decoy: the piece's texture, darker than the hole, with a crisp light rim. */
function drawDecoy(out: Uint8Array, sharp: Uint8Array, decoy: Decoy, x: number, rand: Random) {
  const shade = between(rand, 0.2, 0.3);
  for (const p of shapePixels(decoy.orientation)) {
    const px = decoy.x + p.u;
    const py = decoy.y + p.v;
    // Same rows, columns taken from where the piece comes from.
    const source = (py * W + Math.min(W - 1, Math.max(0, x + p.u))) * 4;
    const o = (py * W + px) * 4;
    for (let k = 0; k < 3; k++) {
      out[o + k] =
        p.depth === 1
          ? clamp(out[o + k]! * 0.5 + 120)
          : clamp(sharp[source + k]! * shade + grain(rand, 3));
    }
  }
}

/**
 * The real hole: the blurred scene pulled toward its mean, a lighter shade than the decoys
 * (or frosted on dark ground), with blotches of its own and an edge feathered over a few px.
 */
function drawHole(
  out: Uint8Array,
  sharp: Uint8Array,
  blurred: Uint8Array,
  x: number,
  y: number,
  rand: Random,
) {
  const pixels = shapePixels('piece');
  const shade = between(rand, 0.6, 0.7);
  const mean = [0, 0, 0];
  for (const p of pixels) {
    const o = ((y + p.v) * W + x + p.u) * 4;
    for (let k = 0; k < 3; k++) mean[k]! += blurred[o + k]! / pixels.length;
  }
  // On a dark ridge a darker hole would hardly show: there it is a frosted, lighter shade.
  const frosted = 0.299 * mean[0]! + 0.587 * mean[1]! + 0.114 * mean[2]! < 100;
  const [fu, fv, pu, pv] = [
    between(rand, 0.12, 0.3),
    between(rand, 0.12, 0.3),
    rand() * 6.28,
    rand() * 6.28,
  ];
  for (const p of pixels) {
    const o = ((y + p.v) * W + x + p.u) * 4;
    const blotch = 12 * Math.sin(p.u * fu + pu) * Math.cos(p.v * fv + pv);
    const weight = Math.min(1, p.depth / HOLE_FEATHER_PX);
    for (let k = 0; k < 3; k++) {
      const base = blurred[o + k]! * 0.15 + mean[k]! * 0.85;
      const target = (frosted ? base + 55 : base * shade) + blotch + grain(rand, 6);
      out[o + k] = clamp(sharp[o + k]! * (1 - weight) + target * weight);
    }
  }
}

/** The piece, re-rendered from a texture shifted 1–2 px, in other light, with a white rim. */
function drawPiece(sharp: Uint8Array, x: number, y: number, rand: Random): PNG {
  const piece = new PNG({ width: PIECE_STRIP_WIDTH, height: H });
  let shiftX = 0;
  let shiftY = 0;
  while (shiftX === 0 && shiftY === 0) {
    shiftX = Math.round(between(rand, -2, 2));
    shiftY = Math.round(between(rand, -2, 2));
  }
  const contrast = between(rand, 0.86, 1.14);
  const brightness = between(rand, -14, 14);
  for (const p of shapePixels('piece')) {
    const v = y + p.v;
    const sx = Math.min(W - 1, Math.max(0, x + p.u + shiftX));
    const sy = Math.min(H - 1, Math.max(0, v + shiftY));
    const s = (sy * W + sx) * 4;
    const o = (v * PIECE_STRIP_WIDTH + p.u) * 4;
    for (let k = 0; k < 3; k++) {
      piece.data[o + k] =
        p.depth === 1
          ? 255
          : clamp((sharp[s + k]! - 128) * contrast + 128 + brightness + grain(rand, 8));
    }
    piece.data[o + 3] = p.depth === 1 ? 230 : 255;
  }
  return piece;
}

// One fixed filter: pngjs' adaptive choice costs twice the time for a few % of size.
const toDataUrl = (png: PNG) =>
  `data:image/png;base64,${PNG.sync.write(png, { filterType: 1 }).toString('base64')}`;

/** Renders the background with the hole at (x, y) and decoys, and the piece strip. */
export function renderPuzzle(bgIndex: number, x: number, y: number, seed: number): PuzzleImages {
  const rand = mulberry32(seed);
  const { sharp, blurred } = scene(bgIndex);
  const background = new PNG({ width: W, height: H });
  background.data.set(sharp);
  for (const decoy of placeDecoys(x, y, rand)) drawDecoy(background.data, sharp, decoy, x, rand);
  drawHole(background.data, sharp, blurred, x, y, rand);
  const piece = drawPiece(sharp, x, y, rand);
  return { background: toDataUrl(background), piece: toDataUrl(piece) };
}
