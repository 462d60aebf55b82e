import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../apps/server/src/db/index.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedBaseContent } from '../apps/server/src/db/seed/content/index.ts';
import { seedDemo } from '../apps/server/src/db/seed/demo/index.ts';
import { buildCorpus } from '../apps/server/src/modules/match/corpus.ts';
import { rank } from '../apps/server/src/modules/match/engine.ts';
import {
  keywordRankings,
  labelledSet,
  matcherRankings,
  type Scores,
  score,
} from '../apps/server/src/modules/match/evaluation.ts';

/**
 * `npm run bench:match -w @portal/bench` (and part of `npm run bench`): the matchmaker of issue 28.
 * 1. Quality on the demo data: P@5, R@10, MRR and nDCG@10 of the matcher and of the site's keyword
 *    search over the labelled needs of the demo generator (target: nDCG@10 ≥ 1.5× keyword).
 * 2. Latency: one need's outcome, expert and organisation matches on a warm corpus at
 *    MATCH_SCALE× the demo (default 334: about 100,000 outcomes; target p95 < 50 ms).
 *
 * MATCH_SCALE, MATCH_RUNS (default 200).
 */
const SCALE = Number(process.env.MATCH_SCALE ?? 334);
const RUNS = Number(process.env.MATCH_RUNS ?? 200);
const NOW = Date.parse('2026-11-21T04:00:00Z');

const fmt = (s: Scores) =>
  Object.fromEntries(Object.entries(s).map(([k, v]) => [k, Number(v.toFixed(3))]));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-match-'));
  const db = createDb({ sqlitePath: path.join(dir, 'match.db') });
  try {
    await migrateToLatest(db);
    await seedBaseContent(db);
    await seedDemo(db, { now: NOW });
    const set = await labelledSet(db);
    const matcher = score(set, await matcherRankings(db, set, NOW));
    const keyword = score(set, await keywordRankings(db, set));
    const shortened = score(set, await keywordRankings(db, set, true));
    const ratio = keyword.ndcgAt10 > 0 ? matcher.ndcgAt10 / keyword.ndcgAt10 : Infinity;
    console.log(`\nMatch quality on ${set.length} labelled needs (demo ground truth):`);
    console.table({
      matcher: fmt(matcher),
      'keyword search (title as typed)': fmt(keyword),
      'keyword search (shortened until 10)': fmt(shortened),
    });
    console.log(
      `nDCG@10 matcher / keyword as typed = ${Number.isFinite(ratio) ? ratio.toFixed(2) : '∞ (keyword finds none)'} (target ≥ 1.5): ${ratio >= 1.5 ? 'met' : 'NOT met'}`,
    );
    const fair = matcher.ndcgAt10 / shortened.ndcgAt10;
    console.log(
      `nDCG@10 matcher / keyword shortened = ${fair.toFixed(2)} (target ≥ 1.5): ${fair >= 1.5 ? 'met' : 'NOT met'}`,
    );

    let started = Date.now();
    await seedDemo(db, { scale: SCALE, reset: true, now: NOW });
    const seedMs = Date.now() - started;
    started = Date.now();
    const corpus = await buildCorpus(db, NOW);
    const buildMs = Date.now() - started;
    const probes = await labelledSet(db, RUNS, 'match-bench');
    const times: number[] = [];
    for (const { probe } of probes) {
      const t = performance.now();
      for (const kind of ['outcome', 'talent', 'provider'] as const)
        rank(corpus, probe, kind, { limit: 6, now: NOW });
      times.push(performance.now() - t);
    }
    const p95 = percentile(times, 95);
    console.log(
      `\nMatch latency at ${corpus.kinds.outcome.docs.length} public outcomes, ${corpus.kinds.need.docs.length} needs (seed ${seedMs} ms, corpus build ${buildMs} ms):`,
    );
    console.table({
      'need → outcomes+experts+orgs': {
        p50: Number(percentile(times, 50).toFixed(2)),
        p95: Number(p95.toFixed(2)),
        max: Number(Math.max(...times).toFixed(2)),
        runs: times.length,
      },
    });
    console.log(`p95 < 50 ms: ${p95 < 50 ? 'met' : 'NOT met'}`);
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
