import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Envelope, Page } from '@portal/shared';
import autocannon from 'autocannon';
import pg from 'pg';
import { createBenchMember } from './member.ts';
import { buildServer, ROOT, waitFor, writeResult } from './processes.ts';

/**
 * `npm run bench:scale -w @portal/bench` (issue #30): the lists, search and detail on a
 * province-size database (`--scale 1000`: 300,000 outcomes, 200,000 needs) against the demo
 * data (`--scale 1`), uncached, at 20 connections, on SQLite and PostgreSQL. Prints each row
 * with its target and PASS/FAIL; the seed's own time is a row too.
 *
 * SCALE (default 1000), SCALE_DBS (default "sqlite,postgres"), BENCH_SECONDS (default 10),
 * SCALE_PG_URL (default postgres://postgres@127.0.0.1:5432, database portal_scale_<scale>
 * created there), SCALE_KEEP=1 reuses a seeded database of an earlier run.
 *
 * Uncached: every list request carries its own publishDateTo (a far-future date that narrows
 * nothing), so the response cache, keyed by URL, never answers it; search runs as a member
 * who owns a need 待审核 (such a member's searches are never cached); details cycle through the first page's ids.
 */
const SCALE = Number(process.env.SCALE ?? 1000);
const DBS = (process.env.SCALE_DBS ?? 'sqlite,postgres').split(',');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PG_URL = process.env.SCALE_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const KEEP = process.env.SCALE_KEEP === '1';
const CONNECTIONS = 20;
const API = '/gateway/client/api';
const TARGET_MS = 50;
const TARGET_SLOWDOWN = 3;
const SEED_TARGET_S = 600;

interface Target {
  name: string;
  kind: 'database' | 'scale';
  /** DATABASE_URL or DATABASE_PATH for the server. */
  env: Record<string, string>;
  dataDir: string;
  /** SCALE_KEEP found this database seeded by an earlier run: its seed time means nothing. */
  reused: boolean;
}

/** A date no row reaches, different for every request: the URL is never the cache's. */
function uncachedDate(i: number): string {
  const day = i % 336;
  const month = Math.floor(day / 28) + 1;
  return `${2100 + Math.floor(i / 336)}-${String(month).padStart(2, '0')}-${String((day % 28) + 1).padStart(2, '0')}`;
}

/** A date before any row, different for every request: a filter no cache has seen. */
function pastDate(i: number): string {
  return new Date(Date.UTC(1990, 0, 1) - (i % 20_000) * 86_400_000).toISOString().slice(0, 10);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function pgDatabase(name: string): Promise<{ url: string; existed: boolean }> {
  const admin = new pg.Client({ connectionString: `${PG_URL}/postgres` });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    const existed = Boolean(exists.rowCount);
    if (existed && !KEEP) await admin.query(`drop database ${name}`);
    if (!existed || !KEEP) await admin.query(`create database ${name}`);
    return { url: `${PG_URL}/${name}`, existed };
  } finally {
    await admin.end();
  }
}

async function prepare(kind: string, scale: number): Promise<Target> {
  // SCALE_KEEP reuses the same folder (and so the seeded SQLite file) run after run.
  const dataDir = KEEP
    ? path.join(os.tmpdir(), `portal-scale-${kind}-${scale}`)
    : fs.mkdtempSync(path.join(os.tmpdir(), `portal-scale-${kind}-${scale}-`));
  fs.mkdirSync(dataDir, { recursive: true });
  const name = `${kind} --scale ${scale}`;
  if (kind === 'postgres') {
    const { url, existed } = await pgDatabase(`portal_scale_${scale}`);
    return { name, kind: 'database', env: { DATABASE_URL: url }, dataDir, reused: KEEP && existed };
  }
  const file = path.join(dataDir, 'bench.db');
  const reused = KEEP && fs.existsSync(file);
  return {
    name,
    kind: 'database',
    env: { DATABASE_PATH: file, SQLITE_SYNCHRONOUS: 'OFF' },
    dataDir,
    reused,
  };
}

/** `npm run seed -- --scale N` into the target; its wall time in seconds. */
function seed(target: Target, scale: number): number {
  const started = Date.now();
  const result = spawnSync(
    'npx',
    ['tsx', 'apps/server/src/cli/seed.ts', '--scale', String(scale), ...(KEEP ? [] : ['--reset'])],
    {
      cwd: ROOT,
      env: { ...process.env, ...target.env, UPLOAD_DIR: path.join(target.dataDir, 'uploads') },
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error(`seeding ${target.name} failed`);
  return (Date.now() - started) / 1000;
}

function startServer(target: Target, port: number): ChildProcess {
  return spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...target.env,
      NODE_ENV: 'production',
      SEED_DEMO: '0',
      SMS_PROVIDER: 'log',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      UPLOAD_DIR: path.join(target.dataDir, 'uploads'),
      RATE_LIMIT: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

interface Measured {
  p95: number;
  p99: number;
  rps: number;
  errors: number;
}

/** 20 connections for BENCH_SECONDS; `path(i)` gives the i-th request's URL. */
async function load(
  base: string,
  pathOf: (i: number) => string,
  headers: Record<string, string> = {},
): Promise<Measured> {
  let i = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'gzip', ...headers },
    requests: [
      {
        setupRequest: (req) => {
          req.path = pathOf(i++);
          return req;
        },
      },
    ],
  });
  // autocannon reports p90 and p97.5: p97.5 stands for p95 (it is never below it).
  return {
    p95: result.latency.p97_5,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  };
}

/** /gateway/health one request at a time while `busy` runs: its p99 in ms. */
async function healthDuring(base: string, busy: Promise<unknown>): Promise<number> {
  const times: number[] = [];
  let done = false;
  void busy.finally(() => {
    done = true;
  });
  while (!done) {
    const t = performance.now();
    await fetch(`${base}/gateway/health`);
    times.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 20));
  }
  times.sort((a, b) => a - b);
  return times[Math.min(times.length - 1, Math.ceil(0.99 * times.length) - 1)] ?? 0;
}

async function firstPage(base: string): Promise<Page<{ id: number }> | undefined> {
  const res = await fetch(`${base}${API}/outcome/page?pageSize=100`);
  return ((await res.json()) as Envelope<Page<{ id: number }>>).data ?? undefined;
}

/**
 * The last page of ten that holds records (1000 at most: the cap): page 1000 of the demo data
 * is past its 300 outcomes, an empty answer that rendered nothing to compare with.
 */
function lastReachable(page: Page<unknown> | undefined): number {
  return Math.max(1, Math.min(1000, Math.ceil((page?.total ?? 0) / 10)));
}

type Rows = Record<string, Measured>;

async function measure(target: Target, token: string): Promise<{ rows: Rows; health: number }> {
  const port = await freePort();
  const server = startServer(target, port);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/gateway/ready`);
    const first = await firstPage(base);
    const detailIds = first?.records.map((r) => r.id) ?? [];
    const list = (query: string) => (i: number) =>
      `${API}/outcome/page?${query}&publishDateTo=${uncachedDate(i)}`;
    const cold = (query: string) => (i: number) =>
      `${list(query)(i)}&publishDateFrom=${pastDate(i)}`;
    const urls: Record<string, (i: number) => string> = {
      'list page 1': list('pageNum=1'),
      'deep page (1000, last reachable)': list(`pageNum=${lastReachable(first)}`),
      'filtered (field + region + price)': list('fieldId=1&regionCode=37&sort=priceAsc'),
      'keyword 电池': list(`keyword=${encodeURIComponent('电池')}`),
      // Every request a filter of its own (a publishDateFrom before any row, so it narrows
      // nothing): neither the response cache nor the kept ids of a filter answer it.
      'list page 1, cold': cold('pageNum=1'),
      'filtered, cold': cold('fieldId=1&regionCode=37&sort=priceAsc'),
      'keyword 电池, cold': cold(`keyword=${encodeURIComponent('电池')}`),
      'search 芯片': (i) =>
        `${API}/search?type=1&searchStr=${encodeURIComponent('芯片')}&pageSize=${10 + (i % 20)}`,
      detail: (i) => `${API}/outcome/detail?id=${detailIds[i % detailIds.length]}`,
    };
    const rows: Rows = {};
    for (const [name, pathOf] of Object.entries(urls)) {
      // A second at low load first, so the row pays for no JIT warm-up or cold pages.
      await autocannon({ url: base + pathOf(0), connections: 2, duration: 1 });
      rows[name] = await load(
        base,
        pathOf,
        name.startsWith('search') ? { authorization: token } : {},
      );
      console.log(`  ${target.name} ${name}: p95 ${rows[name]!.p95} ms, ${rows[name]!.rps} req/s`);
    }
    const keyword = urls['keyword 电池']!;
    const health = await healthDuring(
      base,
      load(base, (i) => keyword(i + 1_000_000)),
    );
    return { rows, health };
  } finally {
    server.kill();
  }
}

function verdict(ok: boolean): string {
  return ok ? 'PASS' : 'FAIL';
}

async function main() {
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  buildServer();
  const report: Record<string, unknown> = {};
  for (const kind of DBS) {
    const demo = await prepare(kind, 1);
    const large = await prepare(kind, SCALE);
    seed(demo, 1);
    const seedSeconds = seed(large, SCALE);
    const tokens = await Promise.all(
      [demo, large].map((t) =>
        createBenchMember(t.dataDir, t.env.DATABASE_URL, { ownsPendingNeed: true }),
      ),
    );
    // createBenchMember writes bench.db in dataDir for SQLite: the same file the seed filled.
    const small = await measure(demo, tokens[0]!);
    const big = await measure(large, tokens[1]!);
    console.log(`\n${kind}: --scale ${SCALE} against the demo data, uncached, 20 connections`);
    console.log(
      `${'row'.padEnd(36)} ${'p95 ms'.padStart(8)} ${'req/s'.padStart(7)} ${'demo'.padStart(7)} ${'slower'.padStart(7)}  target`,
    );
    for (const [name, m] of Object.entries(big.rows)) {
      const slowdown = small.rows[name]!.rps / Math.max(1, m.rps);
      const ok = m.p95 <= TARGET_MS && slowdown <= TARGET_SLOWDOWN && m.errors === 0;
      console.log(
        `${name.padEnd(36)} ${String(m.p95).padStart(8)} ${String(m.rps).padStart(7)} ${String(small.rows[name]!.rps).padStart(7)} ${`${slowdown.toFixed(1)}×`.padStart(7)}  p95 ≤ ${TARGET_MS} ms, ≤ ${TARGET_SLOWDOWN}×${m.errors ? `, ${m.errors} errors` : ''}  ${verdict(ok)}`,
      );
    }
    console.log(
      `${'health p99 during keyword lists'.padEnd(36)} ${big.health.toFixed(1).padStart(8)}  p99 < ${TARGET_MS} ms  ${verdict(big.health < TARGET_MS)}`,
    );
    console.log(
      large.reused
        ? `seed --scale ${SCALE}: not measured (SCALE_KEEP reused an earlier seed)`
        : `${`seed --scale ${SCALE}`.padEnd(36)} ${`${seedSeconds.toFixed(0)} s`.padStart(8)}  < ${SEED_TARGET_S} s  ${verdict(seedSeconds < SEED_TARGET_S)}`,
    );
    report[kind] = { scale: SCALE, seedSeconds, demo: small, large: big };
    if (!KEEP)
      for (const t of [demo, large]) fs.rmSync(t.dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nload average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(`written to ${writeResult('scale', report)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
