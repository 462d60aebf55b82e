import { regionName } from '../region/regions.ts';
import type { Candidate, Corpus } from './corpus.ts';

/*
 * The features beside the text score, each in [0, 1] (feedback in [-1, 1]), each with the words
 * that explain it. One source for the ranking and for the reasons shown.
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

export interface Feature {
  value: number;
  reason: string | null;
}

export function fieldFeature(corpus: Corpus, probe: Probe, c: Candidate): Feature {
  if (probe.techFieldId === null || c.techFieldId === null) return { value: 0, reason: null };
  const mine = corpus.fields.get(probe.techFieldId);
  const theirs = corpus.fields.get(c.techFieldId);
  if (!mine || !theirs) return { value: 0, reason: null };
  if (probe.techFieldId === c.techFieldId)
    return { value: 1, reason: `同属领域「${theirs.name}」` };
  if (mine.parentId !== null && mine.parentId === theirs.parentId) {
    const parent = corpus.fields.get(mine.parentId);
    return { value: 0.5, reason: parent ? `同属「${parent.name}」大类` : null };
  }
  return { value: 0, reason: null };
}

/** Same district 1, same city 0.7, same province 0.4 (codes share their parent's prefix). */
export function regionFeature(probe: Probe, c: Candidate): Feature {
  const a = probe.regionCode ?? '';
  const b = c.regionCode;
  if (a.length < 2 || b.length < 2) return { value: 0, reason: null };
  for (const [len, value] of [
    [6, 1],
    [4, 0.7],
    [2, 0.4],
  ] as const) {
    if (a.length >= len && b.length >= len && a.slice(0, len) === b.slice(0, len)) {
      return { value, reason: `同在${regionName(b.slice(0, len))}` };
    }
  }
  return { value: 0, reason: null };
}

const MATURITY_NAMES = ['研发阶段', '小试阶段', '中试阶段', '试生产阶段', '批量生产阶段'];
/** Needs that want something ready to use, and needs that want to develop it together. */
const WANTS_READY = new Set(['技术引进', '成果转化']);
const WANTS_EARLY = new Set(['技术攻关', '合作研发']);

/** How an outcome's maturity suits a need's type (neutral 0.5 when either is unknown). */
export function maturityFeature(needType: string | null, maturity: number | null): Feature {
  if (!needType || maturity === null || maturity < 1 || maturity > 5)
    return { value: 0.5, reason: null };
  const name = MATURITY_NAMES[maturity - 1];
  if (WANTS_READY.has(needType)) {
    const value = (maturity - 1) / 4;
    return { value, reason: value >= 0.75 ? `${name}，适合${needType}` : null };
  }
  if (WANTS_EARLY.has(needType)) {
    const value = maturity <= 3 ? 1 : 0.4;
    return { value, reason: value === 1 ? `${name}，适合${needType}` : null };
  }
  return { value: 0.5, reason: null };
}

/** An outcome's price against a need's budget (面议 on either side: neutral). */
export function priceFeature(budget: number | null, price: number | null): Feature {
  if (!budget || !price) return { value: 0.5, reason: null };
  if (price <= budget) return { value: 1, reason: '价格在预算内' };
  if (price <= budget * 1.5) return { value: 0.5, reason: '价格略高于预算' };
  return { value: 0, reason: null };
}

const DAY = 86_400_000;

/** Newer items first among equals: 1 today, 0.5 after a year. */
export function recencyFeature(date: string, now: number): number {
  const at = Date.parse(`${date}T00:00:00+08:00`);
  if (Number.isNaN(at)) return 0;
  return 0.5 ** (Math.max(0, now - at) / (365 * DAY));
}

/** Members' verdicts on the target, smoothed: none 0, all 有用 → towards 1, all 不相关 → -1. */
export function feedbackFeature(corpus: Corpus, c: Candidate): Feature {
  const t = corpus.feedback.get(`${c.kind}:${c.id}`);
  if (!t) return { value: 0, reason: null };
  const value = (t.useful - t.irrelevant) / (t.useful + t.irrelevant + 2);
  return { value, reason: t.useful > t.irrelevant ? `${t.useful}位用户认为有用` : null };
}
