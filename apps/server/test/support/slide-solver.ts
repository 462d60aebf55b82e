/**
 * The pixel-matching solvers an attacker writes against a slide puzzle: decode both PNGs,
 * slide the piece's opaque mask along the background and take the best-scoring left offset.
 */
import { PNG } from 'pngjs';

interface Gray {
  width: number;
  height: number;
  lum: Float64Array;
  alpha: Uint8Array;
}

function decode(dataUrl: string): Gray {
  const png = PNG.sync.read(Buffer.from(dataUrl.split(',')[1]!, 'base64'));
  const lum = new Float64Array(png.width * png.height);
  const alpha = new Uint8Array(png.width * png.height);
  for (let i = 0; i < lum.length; i++) {
    const o = i * 4;
    lum[i] = 0.299 * png.data[o]! + 0.587 * png.data[o + 1]! + 0.114 * png.data[o + 2]!;
    alpha[i] = png.data[o + 3]!;
  }
  return { width: png.width, height: png.height, lum, alpha };
}

export type SolverName = 'ncc' | 'ssd' | 'darkest' | 'edges';

/** Each solver's guess of the piece's left offset. */
export function solve(background: string, piece: string): Record<SolverName, number> {
  const bg = decode(background);
  const pc = decode(piece);
  const opaque = (u: number, v: number) =>
    u >= 0 && v >= 0 && u < pc.width && v < pc.height && pc.alpha[v * pc.width + u] === 255;
  const mask: [number, number][] = [];
  const outline: [number, number][] = [];
  for (let v = 0; v < pc.height; v++) {
    for (let u = 0; u < pc.width; u++) {
      if (!opaque(u, v)) continue;
      mask.push([u, v]);
      if (!opaque(u - 1, v) || !opaque(u + 1, v) || !opaque(u, v - 1) || !opaque(u, v + 1)) {
        outline.push([u, v]);
      }
    }
  }
  const at = (x: number, y: number) => bg.lum[y * bg.width + x]!;
  const pieceMean = mask.reduce((s, [u, v]) => s + pc.lum[v * pc.width + u]!, 0) / mask.length;
  const best = {
    ncc: [-Infinity, 0],
    ssd: [-Infinity, 0],
    darkest: [-Infinity, 0],
    edges: [-Infinity, 0],
  };
  const keep = (name: SolverName, score: number, x: number) => {
    if (score > best[name][0]!) best[name] = [score, x];
  };
  for (let x = 0; x + pc.width <= bg.width; x++) {
    let sum = 0;
    let ssd = 0;
    for (const [u, v] of mask) {
      const b = at(x + u, v);
      sum += b;
      ssd += (b - pc.lum[v * pc.width + u]!) ** 2;
    }
    const mean = sum / mask.length;
    let cov = 0;
    let varB = 0;
    let varP = 0;
    for (const [u, v] of mask) {
      const b = at(x + u, v) - mean;
      const p = pc.lum[v * pc.width + u]! - pieceMean;
      cov += b * p;
      varB += b * b;
      varP += p * p;
    }
    let edges = 0;
    for (const [u, v] of outline) {
      const bx = Math.min(bg.width - 2, Math.max(1, x + u));
      const by = Math.min(bg.height - 2, Math.max(1, v));
      edges +=
        Math.abs(at(bx + 1, by) - at(bx - 1, by)) + Math.abs(at(bx, by + 1) - at(bx, by - 1));
    }
    keep('ncc', cov / Math.sqrt(varB * varP + 1e-9), x);
    keep('ssd', -ssd, x);
    keep('darkest', -mean, x);
    keep('edges', edges, x);
  }
  return {
    ncc: best.ncc[1]!,
    ssd: best.ssd[1]!,
    darkest: best.darkest[1]!,
    edges: best.edges[1]!,
  };
}
