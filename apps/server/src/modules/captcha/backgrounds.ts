import { SLIDE_PUZZLE } from '@portal/shared';

const { width: W, height: H, backgrounds: BACKGROUND_COUNT } = SLIDE_PUZZLE;

type Rgb = [number, number, number];

/** Five landscapes, drawn once per process: sky, sun, three mountain ridges, a little grain. */
const PALETTES: { sky: [Rgb, Rgb]; sun: Rgb; ridges: [Rgb, Rgb, Rgb] }[] = [
  {
    sky: [
      [116, 178, 235],
      [214, 236, 250],
    ],
    sun: [255, 236, 170],
    ridges: [
      [96, 140, 180],
      [58, 110, 150],
      [30, 74, 110],
    ],
  },
  {
    sky: [
      [250, 160, 110],
      [255, 222, 170],
    ],
    sun: [255, 245, 220],
    ridges: [
      [190, 110, 100],
      [140, 70, 80],
      [80, 40, 60],
    ],
  },
  {
    sky: [
      [40, 60, 120],
      [120, 140, 200],
    ],
    sun: [240, 240, 255],
    ridges: [
      [70, 90, 150],
      [45, 60, 110],
      [20, 30, 70],
    ],
  },
  {
    sky: [
      [150, 210, 190],
      [230, 245, 225],
    ],
    sun: [255, 250, 200],
    ridges: [
      [110, 170, 120],
      [60, 130, 90],
      [30, 90, 60],
    ],
  },
  {
    sky: [
      [180, 160, 220],
      [245, 220, 235],
    ],
    sun: [255, 240, 240],
    ridges: [
      [150, 120, 180],
      [110, 80, 150],
      [70, 50, 110],
    ],
  },
];

function drawBackground(index: number): Uint8Array {
  const p = PALETTES[index % PALETTES.length]!;
  const rand = mulberry32(index + 1);
  const px = new Uint8Array(W * H * 4);
  const sunX = 60 + rand() * (W - 120);
  const sunY = 30 + rand() * 30;
  const ridges = p.ridges.map((color, i) => ({
    color,
    base: H * (0.45 + i * 0.17),
    waves: [0, 1, 2].map(() => ({
      amp: 6 + rand() * 18,
      freq: 0.008 + rand() * 0.03,
      phase: rand() * 6.28,
    })),
  }));
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const t = y / H;
      let c: Rgb = [0, 1, 2].map((k) => p.sky[0][k]! * (1 - t) + p.sky[1][k]! * t) as Rgb;
      const d = Math.hypot(x - sunX, y - sunY);
      if (d < 18) c = p.sun;
      else if (d < 40) c = c.map((v, k) => v + (p.sun[k]! - v) * (1 - (d - 18) / 22) * 0.35) as Rgb;
      for (const ridge of ridges) {
        const top =
          ridge.base - ridge.waves.reduce((s, w) => s + w.amp * Math.sin(x * w.freq + w.phase), 0);
        if (y >= top) c = ridge.color.map((v) => v * (0.9 + 0.1 * ((y - top) / H))) as Rgb;
      }
      const grain = (rand() - 0.5) * 14;
      const o = (y * W + x) * 4;
      px[o] = clamp(c[0] + grain);
      px[o + 1] = clamp(c[1] + grain);
      px[o + 2] = clamp(c[2] + grain);
      px[o + 3] = 255;
    }
  }
  return px;
}

export const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

export function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 3×3 box blur, so the hole shows the scene without its grain. */
function blur(px: Uint8Array): Uint8Array {
  const out = new Uint8Array(px.length);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const o = (y * W + x) * 4;
      for (let k = 0; k < 3; k++) {
        let sum = 0;
        let n = 0;
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const yy = y + dy;
            const xx = x + dx;
            if (yy < 0 || yy >= H || xx < 0 || xx >= W) continue;
            sum += px[(yy * W + xx) * 4 + k]!;
            n++;
          }
        }
        out[o + k] = Math.round(sum / n);
      }
      out[o + 3] = 255;
    }
  }
  return out;
}

export interface Scene {
  sharp: Uint8Array;
  blurred: Uint8Array;
}

let scenes: Scene[] | null = null;
/** The landscapes as RGBA, sharp and blurred, drawn once per process. */
export function scene(index: number): Scene {
  scenes ??= Array.from({ length: BACKGROUND_COUNT }, (_, i) => {
    const sharp = drawBackground(i);
    return { sharp, blurred: blur(sharp) };
  });
  return scenes[index % BACKGROUND_COUNT]!;
}
