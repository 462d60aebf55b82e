import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { homeBundleSize } from './bundle-size.ts';

/**
 * `npm run bench`: endpoint throughput against a bare Fastify route in the same run, and the
 * home route's gzipped JS+CSS (DESIGN §8). Servers run in their own processes on loopback;
 * every load run is bounded in time. BENCH_SECONDS sets each run's length (default 10).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const APP_PORT = 3900;
const BARE_PORT = 3901;

const ENDPOINTS = [
  '/gateway/client/api/settings/site',
  '/gateway/client/api/home/hot/words',
  '/gateway/client/api/home/nav/list',
  '/gateway/client/api/dict/options?key=company_property',
  '/gateway/client/api/fields/options',
  // Home page blocks (issue 4)
  '/gateway/client/api/ad/list?positionType=21',
  '/gateway/client/api/home/datas/list',
  '/gateway/client/api/home/tech/home',
  '/gateway/client/api/home/outcome/home',
  '/gateway/client/api/home/reward/home',
  '/gateway/client/api/policy/policy/banner/home?isToday=true',
  '/gateway/client/api/policy/news/banner/home',
  '/gateway/client/api/action/home?catId=1',
  '/gateway/client/api/home/techServiceShopList',
  '/gateway/client/api/home/friendly/home',
  // Technology market lists (issue 5)
  '/gateway/client/api/outcome/page',
  '/gateway/client/api/outcome/page?fieldId=1&regionCode=37&sort=priceAsc&pageSize=20',
  '/gateway/client/api/need/page',
  '/gateway/client/api/need/page?open=true&regionCode=3701',
  '/gateway/client/api/reward/page',
  '/gateway/client/api/deal/page',
  '/gateway/client/api/bid/page',
  `/gateway/client/api/search?type=1&searchStr=${encodeURIComponent('芯片')}`,
];

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

async function load(url: string) {
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    url: url.replace(/^http:\/\/127\.0\.0\.1:\d+/, ''),
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const app = start(['apps/server/src/server.ts'], {
    NODE_ENV: 'production',
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_PATH: path.join(dataDir, 'bench.db'),
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
  });
  const bare = start(['bench/bare-server.ts'], { PORT: String(BARE_PORT) });
  try {
    await waitFor(`http://127.0.0.1:${APP_PORT}${ENDPOINTS[0]}`);
    await waitFor(`http://127.0.0.1:${BARE_PORT}/bare`);
    const baseline = await load(`http://127.0.0.1:${BARE_PORT}/bare`);
    const rows = [baseline];
    for (const endpoint of ENDPOINTS)
      rows.push(await load(`http://127.0.0.1:${APP_PORT}${endpoint}`));
    console.log(
      `\nThroughput, ${connections} connections, ${seconds}s each (SQLite, this machine):`,
    );
    console.table(
      rows.map((r) => ({ ...r, 'vs bare': `${Math.round((r.rps / baseline.rps) * 100)}%` })),
    );

    const dist = path.join(root, 'apps/web/dist');
    if (!fs.existsSync(path.join(dist, 'index.html'))) {
      spawnSync('npm', ['run', 'build', '-w', '@portal/web'], { cwd: root, stdio: 'inherit' });
    }
    const bundle = homeBundleSize(dist);
    console.log(`\nHome route initial JS+CSS: ${bundle.totalGzipKb} KB gzipped (budget 300 KB)`);
    console.table(bundle.files);

    fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    const out = path.join(
      root,
      'bench/results',
      `${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    );
    fs.writeFileSync(out, JSON.stringify({ seconds, connections, rows, bundle }, null, 2));
    console.log(`\nwritten to ${path.relative(root, out)}`);
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
