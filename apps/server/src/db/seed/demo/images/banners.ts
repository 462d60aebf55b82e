import { DOTS_PATTERN, decoration, type GlyphName, glyph, gradient, svg, text } from './svg.ts';

/** Colour pairs (dark, light) of the demo images. */
const PALETTES: readonly (readonly [string, string])[] = [
  ['#0b3d91', '#1677ff'],
  ['#7a1712', '#d4380d'],
  ['#00474f', '#13a8a8'],
  ['#391085', '#722ed1'],
  ['#135200', '#389e0d'],
  ['#873800', '#e67e22'],
  ['#10239e', '#2f54eb'],
  ['#614700', '#c49b00'],
];

export const palette = (i: number) => PALETTES[i % PALETTES.length]!;

export function background(w: number, h: number, i: number, seed = i) {
  const [from, to] = palette(i);
  return `<defs>${gradient('bg', from, to)}${DOTS_PATTERN}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${decoration(w, h, seed + 3)}`;
}

function pill(
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  fill = '#f5b400',
  color = '#3a2a00',
) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>${text(x + w / 2, y + h * 0.66, label, { size: h * 0.45, fill: color, weight: 600, anchor: 'middle' })}`;
}

/** Three stacked cards with glyphs: the banners' illustration. */
function cards(x: number, y: number, glyphs: readonly GlyphName[]) {
  return glyphs
    .map((g, i) => {
      const cx = x + i * 180;
      const cy = y + (i % 2) * 70;
      return `<rect x="${cx}" y="${cy}" width="160" height="160" rx="28" fill="#fff" fill-opacity="${0.12 + i * 0.05}"/>${glyph(g, cx + 40, cy + 40, 80, '#fff', 1.4)}`;
    })
    .join('');
}

export const BANNERS: readonly (readonly [string, string, string, readonly GlyphName[]])[] = [
  [
    '科技成果转化服务平台',
    '汇聚创新资源 · 促进成果转化 · 服务产业发展',
    '进入成果大厅',
    ['bulb', 'link', 'chartLine'],
  ],
  [
    '揭榜挂帅 张榜招贤',
    '技术悬赏 · 联合攻关 · 破解产业技术难题',
    '查看榜单',
    ['trophy', 'rocket', 'users'],
  ],
  [
    '科技金融 一站服务',
    '科技信贷 · 知识产权质押融资 · 股权投资对接',
    '申请融资',
    ['coin', 'shield', 'trend'],
  ],
  [
    '国际技术转移大会',
    '成果发布 · 项目路演 · 供需对接 · 诚邀参会',
    '了解详情',
    ['mic', 'calendar', 'pin'],
  ],
];

export function homeBanner(i: number) {
  const [title, subtitle, action, glyphs] = BANNERS[i]!;
  const body = [
    background(1920, 460, [0, 1, 6, 3][i]!, i),
    text(360, 200, title, { size: 64, weight: 700, spacing: 4 }),
    text(360, 262, subtitle, { size: 26, opacity: 0.85 }),
    pill(360, 310, 200, 52, action),
    cards(1040, 100, glyphs),
  ].join('');
  return svg(1920, 460, title, body, true);
}

export const STRIPS: readonly (readonly [string, string, GlyphName])[] = [
  ['科技创新券 申领进行中', '最高可抵扣服务费用50%，科技型中小企业均可申领', 'coin'],
  ['技术经理人能力提升培训', '系统课程 · 实务案例 · 结业颁发培训证书', 'book'],
  ['技术合同登记 一网通办', '网上申请、在线审核、免费登记，享受税收优惠', 'doc'],
];

export function strip(i: number) {
  const [title, subtitle, g] = STRIPS[i]!;
  const body = [
    background(1232, 120, [5, 2, 0][i]!, i + 10),
    `<circle cx="80" cy="60" r="40" fill="#fff" fill-opacity=".18"/>`,
    glyph(g, 56, 36, 48),
    text(150, 58, title, { size: 32, weight: 700 }),
    text(150, 92, subtitle, { size: 18, opacity: 0.85 }),
    pill(1060, 38, 140, 44, '立即查看'),
  ].join('');
  return svg(1232, 120, title, body);
}

export function floatAd() {
  const body = [
    `<defs>${gradient('bg', '#f5b400', '#fa541c')}${DOTS_PATTERN}</defs>`,
    `<rect width="200" height="120" rx="14" fill="url(#bg)"/>`,
    glyph('coin', 14, 14, 40),
    text(64, 46, '创新券', { size: 28, weight: 700 }),
    text(100, 84, '火热申领中', { size: 20, weight: 600, anchor: 'middle' }),
    text(100, 108, '点击了解 →', { size: 13, anchor: 'middle', opacity: 0.9 }),
  ].join('');
  return svg(200, 120, '创新券火热申领中', body);
}

export const COUPONS: readonly (readonly [string, string, GlyphName])[] = [
  ['科技创新券 助力企业创新', '企业申领 · 机构服务 · 财政兑付', 'coin'],
  ['服务机构入驻', '检验检测 · 知识产权 · 技术转移 · 创业孵化', 'building'],
  ['创新券兑付指南', '申领—使用—兑付 三步完成', 'doc'],
];

export function coupon(i: number) {
  const [title, subtitle, g] = COUPONS[i]!;
  const body = [
    background(1920, 400, [7, 2, 6][i]!, i + 20),
    text(360, 190, title, { size: 58, weight: 700, spacing: 3 }),
    text(360, 250, subtitle, { size: 26, opacity: 0.85 }),
    `<circle cx="1400" cy="200" r="130" fill="#fff" fill-opacity=".14"/>`,
    glyph(g, 1330, 130, 140, '#fff', 1.2),
  ].join('');
  return svg(1920, 400, title, body, true);
}
