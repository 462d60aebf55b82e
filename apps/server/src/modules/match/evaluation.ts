import type { Db } from '../../db/index.ts';
import { companyName, place } from '../../db/seed/demo/context.ts';
import { Random } from '../../db/seed/demo/random.ts';
import { loadDict, loadFields } from '../../db/seed/demo/refs.ts';
import { demandTexts, needTitle } from '../../db/seed/demo/titles.ts';
import { FIELD_CORES } from '../../db/seed/demo/vocab/fields.ts';
import { searchIndex } from '../search/query.ts';
import { queryWords } from '../search/segment.ts';
import { corpusOf } from './corpus.ts';
import { rank } from './engine.ts';
import type { Probe } from './features.ts';

/*
 * The matcher's evaluation (issue 28). Labels come from the demo generator's ground truth: an
 * outcome is generated from a field and a core technology (FIELD_CORES); a need generated the
 * same way from that field and core is relevant to every published outcome built on them. The
 * needs are written by the generator's own title and text functions and are never stored, so
 * the ranker never sees them (nor their labels) outside this evaluation.
 */

export interface Labelled {
  probe: Probe;
  relevant: Set<number>;
}

export async function labelledSet(db: Db, size = 240, seed = 'match-eval'): Promise<Labelled[]> {
  const rng = new Random(seed);
  // The generator's reference readers take a transaction.
  const [fields, needTypes] = await db
    .transaction()
    .execute((trx) => Promise.all([loadFields(trx), loadDict(trx, 'need_type')]));
  const [outcomes] = await Promise.all([
    db
      .selectFrom('outcomes')
      .select(['id', 'techFieldId', 'goodsName'])
      .where('status', '=', 1)
      .orderBy('id')
      .execute(),
  ]);
  const fieldById = new Map(fields.map((f) => [f.id, f]));
  const coreOf = (o: { techFieldId: number; goodsName: string }) => {
    const field = fieldById.get(o.techFieldId);
    return field ? (FIELD_CORES[field.name] ?? []).find((c) => o.goodsName.includes(c)) : undefined;
  };
  const byCore = new Map<string, number[]>();
  for (const o of outcomes) {
    const core = coreOf(o);
    if (!core) continue;
    const key = `${o.techFieldId}:${core}`;
    byCore.set(key, [...(byCore.get(key) ?? []), o.id]);
  }
  const set: Labelled[] = [];
  for (const o of outcomes) {
    if (set.length >= size) break;
    const field = fieldById.get(o.techFieldId);
    const core = coreOf(o);
    if (!field || !core) continue;
    const title = needTitle(rng, field, core);
    const company = companyName(rng, field.parent, place(rng));
    set.push({
      probe: {
        title,
        body: demandTexts(rng, { title, field, company }).summary,
        techFieldId: field.id,
        regionCode: place(rng).districtCode,
        needType: rng.pick(needTypes).name,
        maturity: null,
        money: rng.chance(0.3) ? 0 : rng.int(10, 500) * 10_000,
        side: 'need',
      },
      relevant: new Set(byCore.get(`${o.techFieldId}:${core}`)),
    });
  }
  return set;
}

export interface Scores {
  precisionAt5: number;
  recallAt10: number;
  mrr: number;
  ndcgAt10: number;
}

/** Mean P@5, R@10, MRR and nDCG@10 of ranked id lists against the labels. */
export function score(set: Labelled[], rankings: number[][]): Scores {
  let p5 = 0;
  let r10 = 0;
  let mrr = 0;
  let ndcg = 0;
  set.forEach((item, i) => {
    const ranked = rankings[i] ?? [];
    const rel = (id: number | undefined) => (id !== undefined && item.relevant.has(id) ? 1 : 0);
    p5 += ranked.slice(0, 5).reduce((s, id) => s + rel(id), 0) / 5;
    r10 += ranked.slice(0, 10).reduce((s, id) => s + rel(id), 0) / item.relevant.size;
    const first = ranked.findIndex((id) => item.relevant.has(id));
    mrr += first >= 0 ? 1 / (first + 1) : 0;
    const dcg = ranked.slice(0, 10).reduce((s, id, k) => s + rel(id) / Math.log2(k + 2), 0);
    let ideal = 0;
    for (let k = 0; k < Math.min(10, item.relevant.size); k++) ideal += 1 / Math.log2(k + 2);
    ndcg += ideal > 0 ? dcg / ideal : 0;
  });
  const n = Math.max(1, set.length);
  return { precisionAt5: p5 / n, recallAt10: r10 / n, mrr: mrr / n, ndcgAt10: ndcg / n };
}

/** The matcher's top 10 outcome ids per labelled need. */
export async function matcherRankings(db: Db, set: Labelled[], now: number): Promise<number[][]> {
  const corpus = await corpusOf(db, now);
  return set.map((item) =>
    rank(corpus, item.probe, 'outcome', { limit: 10, now }).map((r) => r.candidate.id),
  );
}

/**
 * The baselines: the site's keyword search of the need's title, outcomes section. The search
 * wants every word (AND), and a need's title holds words no outcome has (寻求, 需求, 攻关): as
 * typed it finds next to nothing. `shorten`: like a user who shortens the query, it continues
 * with each word alone, longest first, until ten outcomes are found.
 */
export async function keywordRankings(
  db: Db,
  set: Labelled[],
  shorten = false,
): Promise<number[][]> {
  const out: number[][] = [];
  const page = (words: string[]) =>
    searchIndex(db, { words, docType: 'outcome', userId: null, pageNum: 1, pageSize: 10 });
  for (const item of set) {
    const words = queryWords(item.probe.title);
    const found: number[] = [];
    const add = (ids: number[]) => {
      for (const id of ids) if (found.length < 10 && !found.includes(id)) found.push(id);
    };
    add((await page(words)).rows.map((r) => r.refId));
    for (const word of [...words].sort((a, b) => b.length - a.length)) {
      if (!shorten || found.length >= 10 || words.length < 2) break;
      add((await page([word])).rows.map((r) => r.refId));
    }
    out.push(found);
  }
  return out;
}
