import type { MatchBand, MatchKind } from '@portal/shared';
import { indexTokens } from '../search/segment.ts';
import type { Candidate, Corpus, KindIndex } from './corpus.ts';
import {
  feedbackValue,
  fieldValue,
  maturityValue,
  type Probe,
  priceValue,
  reasons,
  recencyValue,
  regionValue,
  tradeSides,
} from './features.ts';

/*
 * The offline ranker: BM25 over the index tokens (a title word weighs TITLE_WEIGHT body words),
 * blended with the features. The text part is half relative (against the best candidate) and
 * half absolute (the share of the probe's term weight found), so a band reads the same whatever
 * the question's length.
 */

const K1 = 1.2;
const B = 0.75;
/** At most this many distinct probe terms take part (the title's first). */
const MAX_TERMS = 40;
/**
 * Terms in more than this share of a kind's documents say next to nothing about a match and
 * cost the most to walk: a title term up to 40 %, a term only in the probe's body up to 10 %.
 */
const MAX_DF_SHARE = { title: 0.4, body: 0.1 } as const;

export const WEIGHTS = {
  text: 0.55,
  field: 0.15,
  region: 0.07,
  maturity: 0.06,
  price: 0.06,
  recency: 0.04,
  feedback: 0.07,
} as const;

/** Band thresholds on the blended score (never shown as a number). */
export const BAND_FLOORS: readonly [MatchBand, number][] = [
  ['high', 0.55],
  ['medium', 0.35],
];
/** Below this a candidate is not a match at all. */
export const MIN_SCORE = 0.18;

export interface Ranked {
  candidate: Candidate;
  score: number;
  band: MatchBand;
  terms: string[];
  reasons: string[];
  fieldName: string | null;
}

/** The probe's terms with their weights: title terms count twice. */
export function probeTerms(probe: Pick<Probe, 'title' | 'body'>): Map<string, number> {
  const terms = new Map<string, number>();
  for (const t of indexTokens(probe.title)) if (terms.size < MAX_TERMS) terms.set(t, 2);
  for (const t of indexTokens(probe.body)) {
    if (terms.size >= MAX_TERMS) break;
    if (!terms.has(t)) terms.set(t, 1);
  }
  return terms;
}

const idf = (n: number, df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));

interface TextHit {
  bm25: number;
  /** Share of the probe's idf weight found in the document. */
  coverage: number;
  terms: { term: string; weight: number }[];
}

function textScores(index: KindIndex, terms: Map<string, number>): Map<number, TextHit> {
  const n = index.docs.length;
  const hits = new Map<number, TextHit>();
  let total = 0;
  for (const [term, qWeight] of terms) {
    const list = index.postings.get(term);
    const df = list?.length ?? 0;
    if (n > 20 && df > n * MAX_DF_SHARE[qWeight === 2 ? 'title' : 'body']) continue;
    const w = idf(n, df) * qWeight;
    total += w;
    if (!list) continue;
    for (const { doc, tf } of list) {
      const len = index.docs[doc]!.length;
      const part = (w * (tf * (K1 + 1))) / (tf + K1 * (1 - B + (B * len) / index.avgLength));
      let hit = hits.get(doc);
      if (!hit) {
        hit = { bm25: 0, coverage: 0, terms: [] };
        hits.set(doc, hit);
      }
      hit.bm25 += part;
      hit.coverage += w;
      hit.terms.push({ term, weight: w });
    }
  }
  for (const hit of hits.values()) hit.coverage = total > 0 ? hit.coverage / total : 0;
  return hits;
}

/** The shared terms worth showing: the weightiest first, none inside a longer one shown. */
function shownTerms(terms: { term: string; weight: number }[]): string[] {
  const sorted = [...terms].sort((a, b) => b.weight - a.weight || b.term.length - a.term.length);
  const out: string[] = [];
  for (const { term } of sorted) {
    if ([...term].length < 2) continue;
    if (out.some((t) => t.includes(term))) continue;
    out.push(term);
    if (out.length === 5) break;
  }
  return out;
}

export function bandOf(score: number): MatchBand {
  for (const [band, floor] of BAND_FLOORS) if (score >= floor) return band;
  return 'low';
}

export interface RankOptions {
  limit: number;
  now: number;
  /** Left out (the probe itself). */
  exclude?: { kind: MatchKind; id: number };
}

/** The best `limit` candidates of a kind for the probe, each explained. */
export function rank(
  corpus: Corpus,
  probe: Probe,
  kind: MatchKind,
  options: RankOptions,
): Ranked[] {
  const index = corpus.kinds[kind];
  const trade = kind === 'outcome' || kind === 'need';
  const hits = textScores(index, probeTerms(probe));
  const pool = new Set(hits.keys());
  // Same field without shared words can still be a (weaker) match.
  if (probe.techFieldId !== null) {
    for (const d of index.byField.get(probe.techFieldId) ?? []) pool.add(d);
  }
  let best = 0;
  for (const h of hits.values()) best = Math.max(best, h.bm25);
  const scored: { doc: number; score: number }[] = [];
  for (const doc of pool) {
    const c = index.docs[doc]!;
    if (options.exclude?.kind === c.kind && options.exclude.id === c.id) continue;
    const hit = hits.get(doc);
    const sides = trade ? tradeSides(probe, c) : null;
    const score =
      WEIGHTS.text * (hit ? 0.5 * (hit.bm25 / best) + 0.5 * hit.coverage : 0) +
      WEIGHTS.field * fieldValue(corpus, probe, c) +
      WEIGHTS.region * regionValue(probe, c) +
      WEIGHTS.maturity * (sides ? maturityValue(sides.needType, sides.maturity) : 0.5) +
      WEIGHTS.price * (sides ? priceValue(sides.budget, sides.price) : 0.5) +
      WEIGHTS.recency * recencyValue(c, options.now) +
      WEIGHTS.feedback * feedbackValue(corpus, c);
    if (score >= MIN_SCORE) scored.push({ doc, score });
  }
  scored.sort((a, b) => b.score - a.score || index.docs[b.doc]!.id - index.docs[a.doc]!.id);
  return scored.slice(0, options.limit).map(({ doc, score }) => {
    const c = index.docs[doc]!;
    const hit = hits.get(doc);
    const shown = hit ? shownTerms(hit.terms) : [];
    return {
      candidate: c,
      score,
      band: bandOf(score),
      terms: shown,
      reasons: [
        ...(shown.length ? [`共同关键词：${shown.join('、')}`] : []),
        ...reasons(corpus, probe, c, trade),
      ],
      fieldName: c.techFieldId === null ? null : (corpus.fields.get(c.techFieldId)?.name ?? null),
    };
  });
}
