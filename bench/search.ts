import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, type Db } from '../apps/server/src/db/index.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { TECH_FIELDS } from '../apps/server/src/db/seed/content/fields.ts';
import { Random } from '../apps/server/src/db/seed/demo/random.ts';
import {
  demandTexts,
  type Field,
  needTitle,
  outcomeTexts,
  outcomeTitle,
  rewardTitle,
} from '../apps/server/src/db/seed/demo/titles.ts';
import { CITY_SHORT, INSTITUTES } from '../apps/server/src/db/seed/demo/vocab/names.ts';
import { highlight, snippet } from '../apps/server/src/modules/search/highlight.ts';
import {
  indexDocuments,
  optimizeSearchIndex,
  type SearchDoc,
} from '../apps/server/src/modules/search/index-repository.ts';
import { searchIndex } from '../apps/server/src/modules/search/query.ts';
import { highlightWords, queryWords } from '../apps/server/src/modules/search/segment.ts';

/**
 * `npm run bench` (second part): site search over 1,000,000 generated documents (DESIGN §8:
 * p95 < 50 ms, two-character words found). Documents are written through the server's own
 * indexDocuments (jieba cutForSearch + FTS5) into a temporary SQLite database; queries go
 * through the search endpoint's own searchIndex + highlighting. The same queries as a plain
 * LIKE scan over titles and bodies are the comparison.
 *
 * SEARCH_DOCS (default 1000000), SEARCH_RUNS (queries per set, default 200), SEARCH_LIKE_RUNS
 * (default 20: a scan takes seconds), SEARCH_BENCH_DB (reuse or keep this database file).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOCS = Number(process.env.SEARCH_DOCS ?? 1_000_000);
const RUNS = Number(process.env.SEARCH_RUNS ?? 200);
const LIKE_RUNS = Number(process.env.SEARCH_LIKE_RUNS ?? 20);
const BATCH = 5000;

const TWO_CHAR = ['芯片', '电池', '传感', '材料', '检测', '光伏', '疫苗', '储能', '焊接', '育种'];
const FOUR_CHAR = [
  '人工智能',
  '新能源车',
  '智能制造',
  '精密仪器',
  '工业互联',
  '数据治理',
  '复合材料',
  '海上风电',
  '燃料电池',
  '海洋工程',
];

const FIELDS: Field[] = TECH_FIELDS.flatMap((parent, i) =>
  parent.children.split('、').map((name, j) => ({
    id: i * 100 + j + 1,
    name,
    parent: parent.name,
    parentIndex: i + 1,
  })),
);

/** Document types in the proportions a provincial portal holds them. */
const MIX = [
  ['outcome', 35],
  ['need', 20],
  ['news', 15],
  ['policy', 10],
  ['deal', 10],
  ['reward', 5],
  ['view', 5],
] as const;

function makeDoc(rng: Random, refId: number): SearchDoc {
  const docType = rng.weighted(MIX);
  const field = rng.pick(FIELDS);
  const org = rng.pick(INSTITUTES);
  const publishDate = `20${rng.int(20, 26)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const common = { docType, refId, status: 1, ownerId: null, publishDate } as const;
  if (docType === 'outcome' || docType === 'deal') {
    const title = outcomeTitle(rng, field);
    const { summary } = outcomeTexts(rng, {
      title,
      field,
      org,
      maturity: '中试阶段',
      cooperation: '技术转让',
    });
    return {
      ...common,
      title: docType === 'deal' ? `“${title}”技术转让成交公告` : title,
      body: summary,
    };
  }
  if (docType === 'need' || docType === 'reward') {
    const title = docType === 'need' ? needTitle(rng, field) : rewardTitle(rng, field);
    const company = `${rng.pick(CITY_SHORT)}${field.name}科技有限公司`;
    return { ...common, title, body: demandTexts(rng, { title, field, company }).summary };
  }
  const city = rng.pick(CITY_SHORT);
  const title =
    docType === 'policy'
      ? `关于支持${field.parent}产业${field.name}领域高质量发展的若干措施`
      : docType === 'view'
        ? `${field.name}成果转化的实践与思考`
        : `${city}举办${field.name}产业技术对接活动`;
  return {
    ...common,
    title,
    body: `${city}聚焦${field.parent}产业，围绕${field.name}方向组织${org}等单位开展技术攻关与成果转化，推动产学研协同创新。`,
  };
}

async function generate(db: Db) {
  const have = await db
    .selectFrom('searchIndex')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(have.n) >= DOCS) {
    console.log(`reusing ${Number(have.n)} documents`);
    return;
  }
  const rng = new Random('search-bench');
  const started = Date.now();
  for (let from = 0; from < DOCS; from += BATCH) {
    const docs = Array.from({ length: Math.min(BATCH, DOCS - from) }, (_, i) =>
      makeDoc(rng, from + i + 1),
    );
    await db.transaction().execute((trx) => indexDocuments(trx, docs, started));
    const done = from + docs.length;
    if (done % 50_000 === 0 || done === DOCS) {
      const rate = Math.round(done / ((Date.now() - started) / 1000));
      console.log(`  ${String(done).padStart(8)} / ${DOCS} documents (${rate}/s)`);
    }
  }
  await optimizeSearchIndex(db);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One search as the endpoint does it: segment, match and rank, page, highlight. */
async function ftsSearch(db: Db, text: string, pageNum: number) {
  const words = queryWords(text);
  const marks = highlightWords(text);
  const result = await searchIndex(db, {
    words,
    docType: 'outcome',
    userId: null,
    pageNum,
    pageSize: 10,
  });
  for (const r of result.rows) {
    highlight(r.title, marks);
    snippet(r.body, marks);
  }
  return result.total;
}

/** The comparison: the same page and count by LIKE over the stored titles and bodies. */
async function likeSearch(db: Db, text: string, pageNum: number) {
  const pattern = `%${text}%`;
  const base = db
    .selectFrom('searchIndex')
    .where('docType', '=', 'outcome')
    .where('status', '=', 1)
    .where((eb) => eb.or([eb('title', 'like', pattern), eb('body', 'like', pattern)]));
  await base
    .select(['docType', 'refId', 'title', 'body', 'publishDate'])
    .orderBy('publishDate', 'desc')
    .orderBy('id', 'desc')
    .limit(10)
    .offset((pageNum - 1) * 10)
    .execute();
  const total = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(total.n);
}

async function measure(
  words: string[],
  runs: number,
  run: (text: string, pageNum: number) => Promise<number>,
) {
  const rng = new Random('search-bench-queries');
  const times: number[] = [];
  const totals = new Map<string, number>();
  for (let i = 0; i < runs; i++) {
    const word = words[i % words.length]!;
    const pageNum = rng.chance(0.8) ? 1 : rng.int(2, 5);
    const t = performance.now();
    totals.set(word, await run(word, pageNum));
    times.push(performance.now() - t);
  }
  return {
    p50: Number(percentile(times, 50).toFixed(2)),
    p95: Number(percentile(times, 95).toFixed(2)),
    max: Number(Math.max(...times).toFixed(2)),
    runs,
    hits: Object.fromEntries(totals),
  };
}

async function main() {
  const keep = process.env.SEARCH_BENCH_DB;
  const dir = keep ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'portal-search-'));
  const file = keep ?? path.join(dir!, 'search.db');
  const db = createDb({ sqlitePath: file });
  try {
    await migrateToLatest(db);
    console.log(`\nSearch benchmark: ${DOCS} documents in ${file}`);
    await generate(db);
    // Warm the segmenter and the page cache once, as a running server would be.
    await ftsSearch(db, '芯片', 1);
    const rows = [
      {
        query: '2-char FTS (jieba + FTS5 bm25)',
        ...(await measure(TWO_CHAR, RUNS, (w, p) => ftsSearch(db, w, p))),
      },
      {
        query: '4-char FTS (jieba + FTS5 bm25)',
        ...(await measure(FOUR_CHAR, RUNS, (w, p) => ftsSearch(db, w, p))),
      },
      {
        query: '2-char LIKE scan',
        ...(await measure(TWO_CHAR, LIKE_RUNS, (w, p) => likeSearch(db, w, p))),
      },
      {
        query: '4-char LIKE scan',
        ...(await measure(FOUR_CHAR, LIKE_RUNS, (w, p) => likeSearch(db, w, p))),
      },
    ];
    console.log(
      '\nSearch latency in ms (type 项目成果, page of 10 with count; budget p95 < 50 ms):',
    );
    console.table(rows.map(({ hits: _hits, ...r }) => r));
    console.log('Documents found per word (FTS, then LIKE):');
    console.table(
      [...TWO_CHAR, ...FOUR_CHAR].map((w) => ({
        word: w,
        fts: rows[TWO_CHAR.includes(w) ? 0 : 1]!.hits[w],
        like: rows[TWO_CHAR.includes(w) ? 2 : 3]!.hits[w],
      })),
    );
    fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    const out = path.join(
      root,
      'bench/results',
      `search-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    );
    fs.writeFileSync(out, JSON.stringify({ docs: DOCS, rows }, null, 2));
    console.log(`written to ${path.relative(root, out)}`);
  } finally {
    await db.destroy();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
