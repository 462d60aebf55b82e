import { regionName } from '../region/regions.ts';
import type { Candidate, Corpus } from './corpus.ts';

/*
 * The features beside the text score, each in [0, 1] (feedback in [-1, 1]). Values are computed
 * for every candidate, so they are plain arithmetic; the words explaining them are built only
 * for the matches shown (reasons), from the same helpers.
 */

/** What a match starts from: a need, an outcome, or a question (title only). */
export interface Probe {
  title: string;
  body: string;
  techFieldId: number | null;
  regionCode: string | null;
  /** A need's type tag name (技术引进…). */
  needType: string | null;
  /** An outcome's maturity 1–5. */
  maturity: number | null;
  /** A need's budget or an outcome's price, yuan; 0 面议. */
  money: number | null;
  /** Whose money: the probe is a need (budget) or an outcome (price). */
  side: 'need' | 'outcome' | 'ask';
}

/** 2 same field, 1 same top-level field, 0 otherwise. */
function fieldLevel(corpus: Corpus, a: number | null, b: number | null): 0 | 1 | 2 {
  if (a === null || b === null) return 0;
  if (a === b) return 2;
  const pa = corpus.fields.get(a)?.parentId;
  return pa != null && pa === corpus.fields.get(b)?.parentId ? 1 : 0;
}

export const fieldValue = (corpus: Corpus, probe: Probe, c: Candidate) =>
  [0, 0.5, 1][fieldLevel(corpus, probe.techFieldId, c.techFieldId)]!;

/** Length of the region-code prefix both share: 6 district, 4 city, 2 province, 0 none. */
function regionLevel(a: string | null, b: string): 0 | 2 | 4 | 6 {
  if (!a) return 0;
  for (const len of [6, 4, 2] as const) {
    if (a.length >= len && b.length >= len && a.startsWith(b.slice(0, len))) return len;
  }
  return 0;
}
const REGION_VALUES = { 0: 0, 2: 0.4, 4: 0.7, 6: 1 } as const;

export const regionValue = (probe: Probe, c: Candidate) =>
  REGION_VALUES[regionLevel(probe.regionCode, c.regionCode)];

const MATURITY_NAMES = ['研发阶段', '小试阶段', '中试阶段', '试生产阶段', '批量生产阶段'];
/** Needs that want something ready to use, and needs that want to develop it together. */
const WANTS_READY = new Set(['技术引进', '成果转化']);
const WANTS_EARLY = new Set(['技术攻关', '合作研发']);

/** How an outcome's maturity suits a need's type (neutral 0.5 when either is unknown). */
export function maturityValue(needType: string | null, maturity: number | null): number {
  if (!needType || maturity === null || maturity < 1 || maturity > 5) return 0.5;
  if (WANTS_READY.has(needType)) return (maturity - 1) / 4;
  if (WANTS_EARLY.has(needType)) return maturity <= 3 ? 1 : 0.4;
  return 0.5;
}

/** An outcome's price against a need's budget (面议 on either side: neutral). */
export function priceValue(budget: number | null, price: number | null): number {
  if (!budget || !price) return 0.5;
  if (price <= budget) return 1;
  return price <= budget * 1.5 ? 0.5 : 0;
}

const YEAR = 365 * 86_400_000;

/** Newer items first among equals: 1 today, 0.5 after a year. */
export const recencyValue = (c: Candidate, now: number) =>
  0.5 ** (Math.max(0, now - c.dateMs) / YEAR);

/** Members' verdicts on the target, smoothed: none 0, all 有用 → towards 1, all 不相关 → -1. */
export function feedbackValue(corpus: Corpus, c: Candidate): number {
  if (corpus.feedback.size === 0) return 0;
  const t = corpus.feedback.get(`${c.kind}:${c.id}`);
  return t ? (t.useful - t.irrelevant) / (t.useful + t.irrelevant + 2) : 0;
}

/** Which side's need type and maturity, budget and price, whatever side the probe is. */
export function tradeSides(probe: Probe, c: Candidate) {
  const needSide = probe.side === 'need';
  return {
    needType: needSide ? probe.needType : c.needType,
    maturity: needSide ? c.maturity : probe.maturity,
    budget: needSide ? probe.money : c.money,
    price: needSide ? c.money : probe.money,
  };
}

/** The reasons in words, for a match that is shown. */
export function reasons(corpus: Corpus, probe: Probe, c: Candidate, trade: boolean): string[] {
  const out: string[] = [];
  const field = fieldLevel(corpus, probe.techFieldId, c.techFieldId);
  if (field === 2) out.push(`同属领域「${corpus.fields.get(c.techFieldId!)!.name}」`);
  if (field === 1) {
    const parent = corpus.fields.get(corpus.fields.get(c.techFieldId!)!.parentId!);
    if (parent) out.push(`同属「${parent.name}」大类`);
  }
  const region = regionLevel(probe.regionCode, c.regionCode);
  if (region > 0) out.push(`同在${regionName(c.regionCode.slice(0, region))}`);
  if (trade) {
    const s = tradeSides(probe, c);
    if (s.needType && s.maturity !== null && maturityValue(s.needType, s.maturity) >= 0.75) {
      out.push(`${MATURITY_NAMES[s.maturity - 1]}，适合${s.needType}`);
    }
    const money = priceValue(s.budget, s.price);
    if (s.budget && s.price)
      out.push(money === 1 ? '价格在预算内' : money === 0.5 ? '价格略高于预算' : '价格高于预算');
  }
  const t = corpus.feedback.get(`${c.kind}:${c.id}`);
  if (t && t.useful > t.irrelevant) out.push(`${t.useful}位用户认为有用`);
  return out;
}
