import path from 'node:path';
import { ROOT_DIR } from '../../../../config.ts';
import { TECH_FIELDS } from '../../content/fields.ts';
import {
  COCKPIT_MENU,
  FINANCE_CATEGORIES,
  QUICK_MENU,
  SERVICE_CATALOGUE,
  SERVICE_ORGS,
} from '../vocab/blocks.ts';
import { ACTION_CATEGORIES } from '../vocab/news.ts';
import {
  BANNERS,
  background,
  COUPONS,
  coupon,
  floatAd,
  homeBanner,
  palette,
  STRIPS,
  strip,
} from './banners.ts';
import { type GlyphName, glyph, gradient, svg, text } from './svg.ts';

/**
 * Every demo image, as path (relative to apps/web/public/images/demo) → SVG text. Generated,
 * never downloaded: `npm run demo-images -w @portal/server` writes them, a test keeps the
 * files in step with this code.
 */

/** Where the web app serves them from (/images/demo/…). */
export const DEMO_IMAGE_DIR = path.join(ROOT_DIR, 'apps', 'web', 'public', 'images', 'demo');

/** A 400×250 cover: gradient, a large glyph, a caption. */
function cover(
  w: number,
  h: number,
  caption: string,
  sub: string,
  g: GlyphName,
  colour: number,
  seed: number,
) {
  const body = [
    background(w, h, colour, seed),
    `<circle cx="${w - 90}" cy="${h / 2 - 10}" r="78" fill="#fff" fill-opacity=".14"/>`,
    glyph(g, w - 140, h / 2 - 60, 100, '#fff', 1.3),
    text(28, h - 62, caption, { size: 30, weight: 700 }),
    text(28, h - 30, sub, { size: 16, opacity: 0.85 }),
  ].join('');
  return svg(w, h, caption, body);
}

const ACTION_GLYPHS: readonly GlyphName[] = ['link', 'mic', 'book', 'rocket', 'users', 'megaphone'];
const FIELD_GLYPHS: readonly GlyphName[] = [
  'chip',
  'cross',
  'hexagon',
  'bolt',
  'gear',
  'leaf',
  'sprout',
  'plane',
  'wave',
  'briefcase',
  'mountain',
  'film',
];
const SERVICE_GLYPHS: readonly GlyphName[] = [
  'pen',
  'flask',
  'gear',
  'server',
  'shield',
  'search',
  'link',
  'megaphone',
  'trend',
  'scale',
];
const MENU_GLYPHS: readonly GlyphName[] = [
  'doc',
  'bulb',
  'trophy',
  'coin',
  'calendar',
  'flag',
  'building',
  'help',
];
const COCKPIT_GLYPHS: readonly GlyphName[] = [
  'chartBar',
  'chartLine',
  'trend',
  'chartPie',
  'users',
  'pin',
];
const FINANCE_GLYPHS: readonly GlyphName[] = [
  'coin',
  'lock',
  'shield',
  'trend',
  'umbrella',
  'truck',
];
const NEWS_CAPTIONS = ['科技资讯', '政策解读', '成果转化', '创新动态', '产学研合作', '科技前沿'];

/** A 64×64 rounded-square icon with a white glyph. */
function icon(name: string, g: GlyphName, colour: number) {
  const [from, to] = palette(colour);
  const body = `<defs>${gradient('bg', to, from)}</defs><rect width="64" height="64" rx="16" fill="url(#bg)"/>${glyph(g, 14, 14, 36, '#fff', 1.8)}`;
  return svg(64, 64, name, body);
}

function logo(name: string, short: string, i: number) {
  const [from, to] = palette(i);
  const body = [
    `<defs>${gradient('bg', to, from)}</defs>`,
    `<circle cx="60" cy="60" r="58" fill="url(#bg)"/>`,
    `<circle cx="60" cy="60" r="48" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>`,
    text(60, 73, short, { size: 34, weight: 700, anchor: 'middle' }),
  ].join('');
  return svg(120, 120, name, body);
}

function avatar(i: number) {
  const colours = ['#1659c7', '#13a8a8', '#2f54eb', '#c41d7f', '#d4380d', '#722ed1'];
  const body = `<circle cx="60" cy="60" r="60" fill="${colours[i]}"/>${glyph('person', 24, 26, 72, '#fff', 1.4)}`;
  return svg(120, 120, '头像', body);
}

function platform() {
  const nodes = [
    [120, 120],
    [260, 80],
    [400, 140],
    [500, 90],
    [180, 250],
    [330, 230],
    [470, 270],
  ] as const;
  const lines = [
    [0, 1],
    [1, 2],
    [2, 3],
    [0, 4],
    [4, 5],
    [5, 2],
    [5, 6],
    [6, 3],
  ]
    .map(
      ([a, b]) =>
        `<path d="M${nodes[a!]![0]} ${nodes[a!]![1]}L${nodes[b!]![0]} ${nodes[b!]![1]}"/>`,
    )
    .join('');
  const dots = nodes.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="#f5b400"/>`).join('');
  const body = [
    background(600, 360, 0, 40),
    `<g stroke="#fff" stroke-opacity=".45" stroke-width="2">${lines}</g>${dots}`,
    text(300, 320, '科技成果转化服务平台', { size: 30, weight: 700, anchor: 'middle' }),
  ].join('');
  return svg(600, 360, '平台介绍', body);
}

const pad = (n: number) => String(n).padStart(2, '0');

export function renderDemoImages(): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < BANNERS.length; i++) out.set(`banners/home-${i + 1}.svg`, homeBanner(i));
  for (let i = 0; i < STRIPS.length; i++) out.set(`banners/strip-${i + 1}.svg`, strip(i));
  out.set('banners/float.svg', floatAd());
  for (let i = 0; i < COUPONS.length; i++) out.set(`banners/coupon-${i + 1}.svg`, coupon(i));
  const subtitles = ['产学研协同 · 成果转化', '汇聚资源 · 精准对接', '创新驱动 · 合作共赢'];
  for (const [c, [name]] of ACTION_CATEGORIES.entries()) {
    for (const [v, sub] of subtitles.entries()) {
      const art = cover(400, 250, name, sub, ACTION_GLYPHS[c]!, c + (v + 1) * 3, c * 3 + v + 1);
      out.set(`activities/cat-${c + 1}-${v + 1}.svg`, art);
    }
  }
  for (const [i, field] of TECH_FIELDS.entries()) {
    const art = cover(400, 260, field.name, '科技成果', FIELD_GLYPHS[i % 12]!, i, i + 50);
    out.set(`outcomes/field-${pad(i + 1)}.svg`, art);
  }
  const serviceCats = SERVICE_CATALOGUE.flatMap((p) => p.children.map(([name]) => [name, p.name]));
  for (const [i, [name, parent]] of serviceCats.entries()) {
    const art = cover(400, 260, name!, parent!, SERVICE_GLYPHS[i]!, i + 2, i + 70);
    out.set(`services/cat-${i + 1}.svg`, art);
  }
  for (const [i, [name, , short]] of SERVICE_ORGS.entries()) {
    out.set(`logos/org-${pad(i + 1)}.svg`, logo(name, short, i));
  }
  for (const [i, [name]] of QUICK_MENU.entries()) {
    out.set(`icons/menu-${i + 1}.svg`, icon(name, MENU_GLYPHS[i]!, i));
  }
  for (const [i, [name]] of COCKPIT_MENU.entries()) {
    out.set(`icons/cockpit-${i + 1}.svg`, icon(name, COCKPIT_GLYPHS[i]!, i + 2));
  }
  for (const [i, [name]] of FINANCE_CATEGORIES.entries()) {
    out.set(`finance/cat-${i + 1}.svg`, icon(name, FINANCE_GLYPHS[i]!, i + 4));
  }
  for (let i = 0; i < 6; i++) out.set(`avatars/avatar-${i + 1}.svg`, avatar(i));
  for (const [i, caption] of NEWS_CAPTIONS.entries()) {
    const art = cover(400, 260, caption, '科技成果转化服务平台', 'news', i + 1, i + 90);
    out.set(`news/news-${i + 1}.svg`, art);
  }
  out.set('about/platform.svg', platform());
  return out;
}
