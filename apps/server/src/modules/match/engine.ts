import type { MatchBand, MatchKind } from '@portal/shared';
import { indexTokens } from '../search/segment.ts';
import type { Candidate, Corpus, KindIndex, PostingList } from './corpus.ts';
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
 * cost the most to walk (the templates' 关键技术, 研发, 应用): a title term up to 15 %, a term
 * only in the probe's body up to 10 %.
 */
const MAX_DF_SHARE = { title: 0.15, body: 0.1 } as const;

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

/** The probe's terms that take part, with their weight (idf × probe weight) and postings. */
interface WeightedTerm {
  term: string;
  weight: number;
  list: PostingList | undefined;
}

/** BM25 and coverage per document, in dense arrays; `touched` lists the documents hit. */
interface TextScores {
  bm25: Float64Array;
  coverage: Float64Array;
  touched: number[];
  terms: WeightedTerm[];
}

function textScores(index: KindIndex, probeWeights: Map<string, number>): TextScores {
  const n = index.docs.length;
  const bm25 = new Float64Array(n);
  const coverage = new Float64Array(n);
  const touched: number[] = [];
  const terms: WeightedTerm[] = [];
  let total = 0;
  for (const [term, qWeight] of probeWeights) {
    const list = index.postings.get(term);
    const df = list?.docs.length ?? 0;
    if (n > 20 && df > n * MAX_DF_SHARE[qWeight === 2 ? 'title' : 'body']) continue;
    const weight = idf(n, df) * qWeight;
    total += weight;
    terms.push({ term, weight, list });
    if (!list) continue;
    for (let i = 0; i < list.docs.length; i++) {
      const doc = list.docs[i]!;
      const tf = list.tfs[i]!;
      const len = index.docs[doc]!.length;
      if (coverage[doc] === 0) touched.push(doc);
      bm25[doc]! += (weight * (tf * (K1 + 1))) / (tf + K1 * (1 - B + (B * len) / index.avgLength));
      coverage[doc]! += weight;
    }
  }
  if (total > 0) for (const doc of touched) coverage[doc]! /= total;
  return { bm25, coverage, touched, terms };
}

/** Whether a posting list holds the document (lists are in document order). */
function holds(list: PostingList, doc: number): boolean {
  let lo = 0;
  let hi = list.docs.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = list.docs[mid]!;
    if (at === doc) return true;
    if (at < doc) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** The shared terms worth showing: the weightiest first, none inside a longer one shown. */
function shownTerms(text: TextScores, doc: number): string[] {
  const shared = text.terms.filter((t) => t.list && holds(t.list, doc));
  const sorted = shared.sort((a, b) => b.weight - a.weight || b.term.length - a.term.length);
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
  const text = textScores(index, probeTerms(probe));
  // Same field without shared words can still be a (weaker) match.
  const sameField = probe.techFieldId === null ? [] : (index.byField.get(probe.techFieldId) ?? []);
  const pool = text.touched.concat(sameField.filter((d) => text.coverage[d] === 0));
  let best = 0;
  for (const doc of text.touched) best = Math.max(best, text.bm25[doc]!);
  const scored: { doc: number; score: number }[] = [];
  for (const doc of pool) {
    const c = index.docs[doc]!;
    if (options.exclude?.kind === c.kind && options.exclude.id === c.id) continue;
    const sides = trade ? tradeSides(probe, c) : null;
    const textScore = best > 0 ? 0.5 * (text.bm25[doc]! / best) + 0.5 * text.coverage[doc]! : 0;
    const score =
      WEIGHTS.text * textScore +
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
    const shown = shownTerms(text, doc);
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
