import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Envelope, Page } from '@portal/shared';
import autocannon from 'autocannon';
import { cockpitBundleSize, homeBundleSize } from './bundle-size.ts';
import { createBenchMember } from './member.ts';
import {
  buildAll,
  ROOT,
  startAppServer,
  startBareServer,
  waitFor,
  writeResult,
} from './processes.ts';

/**
 * `npm run bench` (first part): endpoint throughput against a bare Fastify route in the same
 * run, and the home route's gzipped JS+CSS (DESIGN §8). The compiled production server and the
 * bare route run in their own processes on loopback; every load run is bounded in time.
 * BENCH_SECONDS sets each run's length (default 10). Requests accept br/gzip as browsers do.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const APP_PORT = 3900;
const BARE_PORT = 3901;
const ACCEPT = { 'accept-encoding': 'gzip, deflate, br' };
const API = '/gateway/client/api';

const HOME_BLOCKS = [
  `${API}/settings/site`,
  `${API}/home/hot/words`,
  `${API}/home/nav/list`,
  `${API}/ad/list?positionType=21`,
  `${API}/home/datas/list`,
  `${API}/home/tech/home`,
  `${API}/home/outcome/home`,
  `${API}/home/reward/home`,
  `${API}/policy/policy/banner/home?isToday=true`,
  `${API}/policy/news/banner/home`,
  `${API}/action/home?catId=1`,
  `${API}/home/techServiceShopList`,
  `${API}/home/friendly/home`,
];

const OTHER_LISTS = [
  `${API}/dict/options?key=company_property`,
  `${API}/fields/options`,
  `${API}/outcome/page?fieldId=1&regionCode=37&sort=priceAsc&pageSize=20`,
  `${API}/need/page`,
  `${API}/need/page?open=true&regionCode=3701`,
  `${API}/reward/page`,
  `${API}/deal/page`,
  `${API}/bid/page`,
  // Service hall (issue 10): catalogue, product list and a product's detail.
  `${API}/server/cat/all`,
  `${API}/server/page`,
  `${API}/server/page?type=1&regionCode=37&sort=priceAsc`,
  `${API}/server/detail?id=2`,
];

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(
  name: string,
  url: string,
  headers: Record<string, string> = ACCEPT,
  /** A JSON body sent by POST (activity/page is a POST list, spec §7). */
  body?: unknown,
): Promise<Row> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { method: 'POST' as const, body: JSON.stringify(body) }),
  });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function firstId(base: string, list: string): Promise<number> {
  const res = await fetch(`${base}${API}/${list}?pageSize=1`);
  const body = (await res.json()) as Envelope<Page<{ id: number }>>;
  const first = body.data?.records[0];
  if (!first) throw new Error(`no record of ${list} in the bench database`);
  return first.id;
}

async function main() {
  buildAll();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const token = await createBenchMember(dataDir);
  const app = startAppServer(APP_PORT, dataDir);
  const bare = startBareServer(BARE_PORT);
  const base = `http://127.0.0.1:${APP_PORT}`;
  try {
    await waitFor(`${base}/gateway/ready`);
    await waitFor(`http://127.0.0.1:${BARE_PORT}/bare`);
    const id = await firstId(base, 'outcome/page');
    // The service hall's providers (issue 10): a university section and a unit's page.
    const providerList = `${API}/provider/page?authType=3`;
    const providerDetail = `${API}/provider/detail?id=${await firstId(base, 'provider/page')}`;
    const member = { ...ACCEPT, authorization: token };
    const search = `${API}/search?type=1&searchStr=${encodeURIComponent('芯片')}`;

    // One second of load on every URL first, so no row pays for JIT warm-up or a cold cache.
    const warmUp = [
      `${API}/outcome/page`,
      `${API}/server/page`,
      `${API}/policy/page`,
      `${API}/innovation/count`,
      `${API}/outcome/detail?id=${id}`,
      providerList,
      providerDetail,
      search,
      ...HOME_BLOCKS,
    ];
    for (const url of warmUp) {
      await autocannon({ url: base + url, connections: 10, duration: 1, headers: member });
      await autocannon({ url: base + url, connections: 10, duration: 1, headers: ACCEPT });
    }
    await autocannon({ url: `http://127.0.0.1:${BARE_PORT}/bare`, connections: 10, duration: 1 });

    const bareRow = await load('bare Fastify route', `http://127.0.0.1:${BARE_PORT}/bare`, {});
    const targets: { row: Row; share: number; p99?: number }[] = [
      { row: await load('guest list (outcome/page)', `${base}${API}/outcome/page`), share: 25 },
      {
        row: await load('guest detail (outcome/detail)', `${base}${API}/outcome/detail?id=${id}`),
        share: 25,
      },
      { row: await load('guest list (provider/page)', `${base}${providerList}`), share: 25 },
      {
        row: await load('guest detail (provider/detail)', `${base}${providerDetail}`),
        share: 25,
      },
      { row: await load('search (type 1, 芯片)', `${base}${search}`), share: 25 },
      {
        row: await load('member list (outcome/page)', `${base}${API}/outcome/page`, member),
        share: 25,
      },
      // Issue 27: a member's search as fast as a guest's, and five more answer paths.
      {
        row: await load('member search (type 1, 芯片)', `${base}${search}`, member),
        share: 30,
        p99: 15,
      },
      { row: await load('service list (server/page)', `${base}${API}/server/page`), share: 25 },
      { row: await load('policy list (policy/page)', `${base}${API}/policy/page`), share: 25 },
      {
        row: await load('activity list (action/page)', `${base}${API}/action/page`, ACCEPT, {
          pageNum: 1,
          pageSize: 10,
        }),
        share: 25,
      },
      {
        row: await load('voucher home (innovation/count)', `${base}${API}/innovation/count`),
        share: 25,
      },
    ];
    const homeRows: Row[] = [];
    for (const url of HOME_BLOCKS) homeRows.push(await load(url.replace(API, ''), base + url));
    const home: Row = {
      name: `cached home blocks (mean of ${homeRows.length})`,
      rps: Math.round(homeRows.reduce((s, r) => s + r.rps, 0) / homeRows.length),
      p50: Math.max(...homeRows.map((r) => r.p50)),
      p99: Math.max(...homeRows.map((r) => r.p99)),
      errors: homeRows.reduce((s, r) => s + r.errors, 0),
    };
    targets.push({ row: home, share: 40 });

    const share = (r: Row) => Math.round((r.rps / bareRow.rps) * 100);
    console.log(`\nTargets, ${connections} connections, ${seconds}s each (SQLite, this machine):`);
    console.table([
      { ...bareRow, 'vs bare': '100%', target: '' },
      ...targets.map(({ row, share: want, p99 = 25 }) => ({
        ...row,
        'vs bare': `${share(row)}%`,
        target: `≥ ${want}%, p99 < ${p99} ms: ${share(row) >= want && row.p99 < p99 ? 'met' : 'MISSED'}`,
      })),
    ]);

    // What compression costs: the same answers without accept-encoding.
    const identity = [
      await load('guest list, identity', `${base}${API}/outcome/page`, {}),
      await load('member list, identity', `${base}${API}/outcome/page`, {
        authorization: token,
      }),
      await load('guest detail, identity', `${base}${API}/outcome/detail?id=${id}`, {}),
    ];
    console.log('\nCompression cost (same URLs, no accept-encoding):');
    console.table(identity.map((r) => ({ ...r, 'vs bare': `${share(r)}%` })));

    const others: Row[] = [];
    for (const url of OTHER_LISTS) others.push(await load(url.replace(API, ''), base + url));
    console.log('\nHome blocks and other lists:');
    console.table([...homeRows, ...others].map((r) => ({ ...r, 'vs bare': `${share(r)}%` })));

    const bundle = homeBundleSize(path.join(ROOT, 'apps/web/dist'));
    console.log(`\nHome route initial JS+CSS: ${bundle.totalGzipKb} KB gzipped (budget 300 KB)`);
    console.table(bundle.files);
    const cockpit = cockpitBundleSize(path.join(ROOT, 'apps/web/dist'));
    console.log(
      `\n/DataCockpit adds ${cockpit.totalGzipKb} KB gzipped JS to the home route's (ECharts on home: ${cockpit.echartsOnHome ? 'yes' : 'no'})`,
    );
    console.table(cockpit.files);

    const out = writeResult('load', {
      seconds,
      connections,
      bare: bareRow,
      targets,
      identity,
      homeRows,
      others,
      bundle,
      cockpit,
    });
    console.log(`\nwritten to ${out}`);
  } finally {
    app.kill('SIGTERM');
    bare.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
