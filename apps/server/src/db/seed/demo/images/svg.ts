/** Small SVG building blocks for the demo images: flat shapes, gradients, text, glyphs. */

export const FONT =
  "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif";

export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function svg(width: number, height: number, title: string, body: string, slice = false) {
  const aspect = slice ? ' preserveAspectRatio="xMidYMid slice"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"${aspect}><title>${escapeXml(title)}</title>${body}</svg>\n`;
}

/** A two-stop linear gradient, top-left to bottom-right. */
export function gradient(id: string, from: string, to: string) {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

export interface TextOptions {
  size: number;
  fill?: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
  spacing?: number;
}

export function text(x: number, y: number, content: string, o: TextOptions) {
  const attrs = [
    `x="${x}"`,
    `y="${y}"`,
    `font-family="${FONT}"`,
    `font-size="${o.size}"`,
    `fill="${o.fill ?? '#fff'}"`,
    o.weight ? `font-weight="${o.weight}"` : '',
    o.anchor ? `text-anchor="${o.anchor}"` : '',
    o.opacity !== undefined ? `fill-opacity="${o.opacity}"` : '',
    o.spacing ? `letter-spacing="${o.spacing}"` : '',
  ].filter(Boolean);
  return `<text ${attrs.join(' ')}>${escapeXml(content)}</text>`;
}

/**
 * Line glyphs drawn on a 24×24 grid (stroke only), placed with `glyph()`. Our own simple
 * drawings: document, bulb, chip…
 */
export const GLYPHS = {
  doc: '<path d="M6 2h8l5 5v15H6z"/><path d="M14 2v5h5M9 12h7M9 16h7"/>',
  bulb: '<path d="M9 18h6M10 22h4"/><path d="M12 2a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2z"/>',
  trophy:
    '<path d="M8 4h8v6a4 4 0 0 1-8 0z"/><path d="M8 6H4c0 3 2 5 4 5M16 6h4c0 3-2 5-4 5M12 14v4M8 21h8M10 18h4"/>',
  coin: '<circle cx="12" cy="12" r="9"/><path d="M9 7l3 4 3-4M12 11v7M9 12h6M9 15h6"/>',
  calendar:
    '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4M7 14h3M14 14h3M7 17h3"/>',
  flag: '<path d="M5 22V3M5 4h12l-2 4 2 4H5"/>',
  building: '<path d="M3 21h18M5 21V8l7-5 7 5v13"/><path d="M9 21v-5h6v5M9 11h1M14 11h1"/>',
  help: '<circle cx="12" cy="12" r="9"/><path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 1-1 1.7v.5M12 17h.01"/>',
  chartBar: '<path d="M3 21h18M6 17v-6M10.5 17V7M15 17v-9M19.5 17V4"/>',
  chartPie: '<path d="M12 3v9h9"/><path d="M21 12a9 9 0 1 1-9-9"/>',
  chartLine: '<path d="M3 3v18h18"/><path d="M6 15l4-5 4 3 6-7"/>',
  users:
    '<circle cx="9" cy="8" r="4"/><path d="M2 21c0-4 3-7 7-7s7 3 7 7"/><path d="M16 4a4 4 0 0 1 0 8M22 21c0-3-2-6-5-7"/>',
  pin: '<path d="M12 22s7-7 7-12a7 7 0 0 0-14 0c0 5 7 12 7 12z"/><circle cx="12" cy="10" r="2.5"/>',
  link: '<path d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1"/><path d="M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1"/>',
  shield:
    '<path d="M12 2l8 3v7c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10V5z"/><path d="M8.5 12l2.5 2.5 4.5-5"/>',
  lock: '<rect x="5" y="11" width="14" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/>',
  trend: '<path d="M3 17l6-6 4 4 8-8"/><path d="M15 7h6v6"/>',
  umbrella: '<path d="M3 12a9 9 0 0 1 18 0z"/><path d="M12 12v7a2 2 0 0 0 4 0"/>',
  truck:
    '<path d="M2 6h12v10H2zM14 10h4l3 3v3h-7"/><circle cx="6" cy="18" r="2"/><circle cx="17" cy="18" r="2"/>',
  mic: '<rect x="9" y="2" width="6" height="11" rx="3"/><path d="M5 11a7 7 0 0 0 14 0M12 18v4M8 22h8"/>',
  book: '<path d="M4 4h6a2 2 0 0 1 2 2v15a2 2 0 0 0-2-2H4zM20 4h-6a2 2 0 0 0-2 2v15a2 2 0 0 1 2-2h6z"/>',
  rocket:
    '<path d="M12 2c4 3 5 8 4 13H8C7 10 8 5 12 2z"/><path d="M8 15l-3 3 3 1M16 15l3 3-3 1M10 19l2 3 2-3"/><circle cx="12" cy="9" r="2"/>',
  megaphone: '<path d="M3 10v4h4l8 5V5l-8 5z"/><path d="M18 9a4 4 0 0 1 0 6"/>',
  flask: '<path d="M9 2h6M10 2v6L4 20a1 1 0 0 0 1 2h14a1 1 0 0 0 1-2L14 8V2"/><path d="M7 15h10"/>',
  search: '<circle cx="11" cy="11" r="7"/><path d="M21 21l-5-5"/>',
  scale: '<path d="M12 3v18M7 21h10M5 7h14M5 7l-3 6a3 3 0 0 0 6 0zM19 7l-3 6a3 3 0 0 0 6 0z"/>',
  pen: '<path d="M3 21l4-1 13-13-3-3L4 17z"/><path d="M14 6l3 3"/>',
  server:
    '<rect x="3" y="4" width="18" height="7" rx="1"/><rect x="3" y="13" width="18" height="7" rx="1"/><path d="M7 7.5h.01M7 16.5h.01"/>',
  news: '<rect x="3" y="4" width="18" height="16" rx="2"/><path d="M7 8h10M7 12h4M7 16h4M14 12h3v4h-3z"/>',
  chip: '<rect x="6" y="6" width="12" height="12" rx="2"/><rect x="9.5" y="9.5" width="5" height="5"/><path d="M9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4"/>',
  cross: '<path d="M9 3h6v6h6v6h-6v6H9v-6H3V9h6z"/>',
  hexagon: '<path d="M12 2l8.5 5v10L12 22l-8.5-5V7z"/><circle cx="12" cy="12" r="3"/>',
  bolt: '<path d="M13 2L4 14h7l-1 8 9-12h-7z"/>',
  gear: '<circle cx="12" cy="12" r="3"/><circle cx="12" cy="12" r="7"/><path d="M12 1v3M12 20v3M1 12h3M20 12h3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1"/>',
  leaf: '<path d="M5 19C5 10 11 4 20 4c0 9-6 15-15 15z"/><path d="M5 19L14 10"/>',
  sprout:
    '<path d="M12 22V10"/><path d="M12 10C12 6 9 3 5 3c0 4 3 7 7 7z"/><path d="M12 14c0-4 3-7 7-7 0 4-3 7-7 7z"/>',
  plane: '<path d="M2 11l20-8-6 18-4-7z"/><path d="M12 14L22 3"/>',
  wave: '<path d="M2 8c3-3 5 3 8 0s5 3 8 0 3-1 4 0M2 14c3-3 5 3 8 0s5 3 8 0 3-1 4 0M2 20c3-3 5 3 8 0s5 3 8 0 3-1 4 0"/>',
  briefcase: '<rect x="3" y="7" width="18" height="13" rx="2"/><path d="M9 7V4h6v3M3 13h18"/>',
  mountain: '<path d="M2 20l7-12 4 6 3-4 6 10z"/><circle cx="17" cy="5" r="2"/>',
  film: '<rect x="3" y="4" width="18" height="16" rx="2"/><path d="M7 4v16M17 4v16M3 9h4M3 15h4M17 9h4M17 15h4"/>',
  person: '<circle cx="12" cy="8" r="4.5"/><path d="M3.5 22c0-5 3.8-8.5 8.5-8.5s8.5 3.5 8.5 8.5"/>',
} as const;

export type GlyphName = keyof typeof GLYPHS;

/** A glyph scaled to `size` px with its top-left at (x, y). */
export function glyph(
  name: GlyphName,
  x: number,
  y: number,
  size: number,
  color = '#fff',
  width = 1.6,
) {
  const k = size / 24;
  return `<g transform="translate(${x} ${y}) scale(${k})" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[name]}</g>`;
}

/** Soft background decoration: translucent circles and a dotted grid, deterministic. */
export function decoration(width: number, height: number, seed: number) {
  const circles = [0, 1, 2, 3]
    .map((i) => {
      const r = ((seed * 37 + i * 71) % 5) * 0.08 * height + height * 0.25;
      const cx = (((seed * 53 + i * 197) % 100) / 100) * width;
      const cy = (((seed * 29 + i * 113) % 100) / 100) * height;
      return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" fill-opacity="${(0.04 + i * 0.015).toFixed(3)}"/>`;
    })
    .join('');
  return `${circles}<rect width="${width}" height="${height}" fill="url(#dots)"/>`;
}

export const DOTS_PATTERN =
  '<pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.2" fill="#fff" fill-opacity=".12"/></pattern>';
