/**
 * Several processes behind nginx on PostgreSQL + Redis (issue #29), `npm run bench:cluster -w
 * @portal/bench`: throughput and p99 of the guest outcome list, an outcome detail and a member's
 * list through nginx with 1, 2 and 4 processes; one process straight on PostgreSQL and on SQLite;
 * then kill -9 of one of two processes during 500 concurrent submissions — every acknowledged row
 * must be in the database and the other process must keep answering; the cluster's rolling
 * restart (SIGHUP) under load, counting the requests that failed. `BENCH_SOAK_MINUTES=30` adds a soak at a moderate rate through nginx with
 * each process's RSS sampled every minute (`npm run bench:soak -w @portal/bench`).
 * Needs nginx (Debian's package), PostgreSQL and Redis on this machine; skips itself without them.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createBenchMember } from './member.ts';
import { buildAll, ROOT, startAppServer, waitFor } from './processes.ts';

const PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const DB_NAME = 'portal_bench_cluster';
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 8180;
const API = '/gateway/client/api';

interface Row {
  setup: string;
  path: string;
  rps: number;
  p99: number;
  errors: number;
}

async function load(
  setup: string,
  name: string,
  url: string,
  headers: Record<string, string> = {},
) {
  const result = await autocannon({
    url,
    connections: 50,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip, deflate, br', ...headers },
  });
  return {
    setup,
    path: name,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  } satisfies Row;
}

function startCluster(processes: number, extraEnv: Record<string, string> = {}): ChildProcess {
  return spawn(
    process.execPath,
    ['scripts/cluster.mjs', '--processes', String(processes), '--port', String(PORT)],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: `${PG}/${DB_NAME}`,
        REDIS_URL: REDIS,
        REDIS_PREFIX: 'bench',
        RATE_LIMIT: '0',
        ...extraEnv,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

async function stopCluster(child: ChildProcess) {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

async function readyAll(processes: number) {
  for (let i = 1; i <= processes; i++) await waitFor(`http://127.0.0.1:${PORT + i}/gateway/ready`);
  await waitFor(`http://127.0.0.1:${PORT}/gateway/ready`);
}

async function firstOutcomeId(base: string): Promise<number> {
  for (let i = 0; i < 120; i++) {
    const body = (await (await fetch(`${base}${API}/outcome/page?pageSize=1`)).json()) as {
      data?: { records: { id: number }[] };
    };
    const id = body.data?.records[0]?.id;
    if (id) return id;
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the first process is seeding
  }
  throw new Error('no outcome in the cluster database');
}

async function measure(setup: string, base: string, token: string): Promise<Row[]> {
  const id = await firstOutcomeId(base);
  const list = `${base}${API}/outcome/page?pageNum=1&pageSize=10`;
  // Warm-up, so every process has its caches and statements.
  await autocannon({ url: list, connections: 10, duration: 1 });
  return [
    await load(setup, 'guest outcome list', list),
    await load(setup, 'guest outcome detail', `${base}${API}/outcome/detail?id=${id}`),
    await load(setup, 'member outcome list', list, { authorization: token }),
  ];
}

/** 500 submissions at once while process 1 is killed: acknowledged rows must all be there. */
async function killDuringWrites(): Promise<string> {
  const cluster = startCluster(2);
  try {
    await readyAll(2);
    // The process listening on the first port (never a pgrep, which could find other servers).
    const listening = spawnSync('ss', ['-ltnpH', `sport = :${PORT + 1}`]).stdout.toString();
    const victim = Number(/pid=(\d+)/.exec(listening)?.[1]);
    if (!victim) throw new Error(`no process found on port ${PORT + 1}`);
    const marker = `kill-test-${Date.now()}`;
    const submit = (i: number) =>
      fetch(`http://127.0.0.1:${PORT}${API}/feedback/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 1, content: `${marker} #${i}` }),
      })
        .then(async (r) =>
          r.ok ? ((await r.json()) as { code: number; data?: { id: number } }) : null,
        )
        .catch(() => null);
    // Ten waves of 50 submissions, 100 ms apart; process 1 dies after the third.
    const pending: Promise<{ code: number; data?: { id: number } } | null>[] = [];
    for (let wave = 0; wave < 10; wave++) {
      for (let i = 0; i < 50; i++) pending.push(submit(wave * 50 + i));
      if (wave === 2) process.kill(victim, 'SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const answers = await Promise.all(pending);
    const acked = answers.filter((a) => a?.code === 1).map((a) => a?.data?.id as number);
    const client = new pg.Client({ connectionString: `${PG}/${DB_NAME}` });
    await client.connect();
    const found = await client.query('select id from feedbacks where content like $1', [
      `${marker}%`,
    ]);
    await client.end();
    const stored = new Set(found.rows.map((r: { id: number }) => Number(r.id)));
    const missing = acked.filter((id) => !stored.has(id)).length;
    const after = await fetch(`http://127.0.0.1:${PORT}${API}/outcome/page?pageSize=1`);
    const refused = answers.length - acked.length;
    return `kill -9 of 1 of 2 processes during 500 submissions: ${acked.length} acknowledged, ${refused} failed (in flight on the killed process; a POST is not retried), ${missing} acknowledged rows missing, ${stored.size} rows stored; the portal answered ${after.status} right after`;
  } finally {
    await stopCluster(cluster);
  }
}

/** The pid listening on a port (never a pgrep, which could find other servers). */
function pidOn(port: number): number {
  const listening = spawnSync('ss', ['-ltnpH', `sport = :${port}`]).stdout.toString();
  return Number(/pid=(\d+)/.exec(listening)?.[1]);
}

async function waitForNewPid(port: number, old: number): Promise<number> {
  for (let i = 0; i < 120; i++) {
    const pid = pidOn(port);
    if (pid && pid !== old) {
      await waitFor(`http://127.0.0.1:${port}/gateway/ready`);
      return pid;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`process on ${port} did not come back`);
}

/**
 * Guest lists and details through nginx during `npm run cluster`'s rolling restart (SIGHUP: each
 * process in turn gets SIGTERM, is started again and waited for before the next).
 */
async function rollingRestart(): Promise<string> {
  const cluster = startCluster(2);
  try {
    await readyAll(2);
    const id = await firstOutcomeId(`http://127.0.0.1:${PORT}`);
    let finish: (result: autocannon.Result) => void = () => {};
    const finished = new Promise<autocannon.Result>((resolve) => {
      finish = resolve;
    });
    const running = autocannon(
      {
        url: `http://127.0.0.1:${PORT}`,
        connections: 20,
        duration: 600,
        requests: [
          { path: `${API}/outcome/page?pageNum=1&pageSize=10` },
          { path: `${API}/outcome/detail?id=${id}` },
        ],
      },
      (_err, result) => finish(result),
    );
    const statuses = new Map<number, number>();
    running.on('response', (_client, status) =>
      statuses.set(status, (statuses.get(status) ?? 0) + 1),
    );
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const started = Date.now();
    const before = [pidOn(PORT + 1), pidOn(PORT + 2)];
    cluster.kill('SIGHUP');
    for (const [k, port] of [PORT + 1, PORT + 2].entries()) {
      await waitForNewPid(port, before[k] as number);
    }
    // The supervisor waits nginx's fail_timeout after each process; so does the load.
    await new Promise((resolve) => setTimeout(resolve, 7000));
    const took = Math.round((Date.now() - started) / 1000);
    running.stop();
    const result = await finished;
    const failed = result.errors + result.non2xx;
    const codes = [...statuses].map(([code, n]) => `${code}: ${n}`).join(', ');
    return `rolling restart of 2 processes (SIGHUP to npm run cluster, ${took} s) under 20 connections: ${result.requests.total} requests, ${failed} failed (${result.errors} errors, ${result.non2xx} non-2xx; ${codes}), p99 ${result.latency.p99} ms`;
  } finally {
    await stopCluster(cluster);
  }
}

function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024);
  } catch {
    return Number.NaN;
  }
}

/** A moderate mixed load through nginx for `minutes`, each process's RSS every minute. */
async function soak(minutes: number, token: string): Promise<string[]> {
  const cluster = startCluster(2);
  try {
    await readyAll(2);
    const id = await firstOutcomeId(`http://127.0.0.1:${PORT}`);
    const pids = [pidOn(PORT + 1), pidOn(PORT + 2)];
    const samples: string[] = [`| minute | ${pids.map((p) => `RSS pid ${p} (MB)`).join(' | ')} |`];
    samples.push(`| ---: | ${pids.map(() => '---:').join(' | ')} |`);
    samples.push(`| 0 | ${pids.map(rssMb).join(' | ')} |`);
    const running = autocannon({
      url: `http://127.0.0.1:${PORT}`,
      connections: 10,
      overallRate: 100,
      duration: minutes * 60,
      requests: [
        { path: `${API}/outcome/page?pageNum=1&pageSize=10` },
        { path: `${API}/outcome/detail?id=${id}` },
        { path: `${API}/outcome/page?pageNum=2&pageSize=10`, headers: { authorization: token } },
        { path: `${API}/search?type=1&searchStr=${encodeURIComponent('电池')}` },
      ],
    });
    for (let minute = 1; minute <= minutes; minute++) {
      await new Promise((resolve) => setTimeout(resolve, 60_000));
      samples.push(`| ${minute} | ${pids.map(rssMb).join(' | ')} |`);
    }
    const result = await running;
    return [
      `soak: ${minutes} min at 100 req/s through nginx, 2 processes: ${result.requests.total} requests, ${result.errors} errors, ${result.non2xx} non-2xx, p99 ${result.latency.p99} ms`,
      '',
      ...samples,
    ];
  } finally {
    await stopCluster(cluster);
  }
}

/** One process straight (no nginx) on SQLite and on PostgreSQL, then 1, 2 and 4 behind nginx. */
async function throughput(rows: Row[], dataDir: string) {
  const sqliteToken = await createBenchMember(dataDir);
  const single = startAppServer(PORT + 50, dataDir);
  await waitFor(`http://127.0.0.1:${PORT + 50}/gateway/ready`);
  rows.push(
    ...(await measure('1 process, SQLite, direct', `http://127.0.0.1:${PORT + 50}`, sqliteToken)),
  );
  single.kill('SIGTERM');

  for (const processes of [1, 2, 4]) {
    const cluster = startCluster(processes);
    try {
      await readyAll(processes);
      const token = await createBenchMember(dataDir, `${PG}/${DB_NAME}`);
      if (processes === 1) {
        rows.push(
          ...(await measure(
            '1 process, PostgreSQL, direct',
            `http://127.0.0.1:${PORT + 1}`,
            token,
          )),
        );
      }
      rows.push(
        ...(await measure(
          `${processes} × PostgreSQL + Redis behind nginx`,
          `http://127.0.0.1:${PORT}`,
          token,
        )),
      );
    } finally {
      await stopCluster(cluster);
    }
  }
}

async function main() {
  if (spawnSync('nginx', ['-v']).error) {
    console.log('bench:cluster skipped: nginx is not installed (apt-get install nginx-light)');
    return;
  }
  const admin = new pg.Client({ connectionString: `${PG}/postgres` });
  try {
    await admin.connect();
  } catch {
    console.log(`bench:cluster skipped: PostgreSQL not reachable at ${PG}`);
    return;
  }
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
  buildAll();
  const load1 = os.loadavg()[0]?.toFixed(2);
  const rows: Row[] = [];

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-cluster-'));
  const soakMinutes = Number(process.env.BENCH_SOAK_MINUTES ?? 0);
  // A soak run leaves the throughput rows out: they need a quiet machine, a soak does not.
  if (!soakMinutes) await throughput(rows, dataDir);
  const fault = await killDuringWrites();
  const rolling = await rollingRestart();
  const soakLines = soakMinutes
    ? await soak(soakMinutes, await createBenchMember(dataDir, `${PG}/${DB_NAME}`))
    : [];

  const lines = [
    `Cluster bench, ${new Date().toISOString()}, ${os.cpus().length} cores, load before ${load1}, 50 connections, ${seconds} s each`,
    '',
    '| setup | path | req/s | p99 ms | errors |',
    '| --- | --- | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.setup} | ${r.path} | ${r.rps} | ${r.p99} | ${r.errors} |`),
    '',
    fault,
    '',
    rolling,
    ...(soakLines.length ? ['', ...soakLines] : []),
  ];
  console.log(lines.join('\n'));
  fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(ROOT, `bench/results/cluster-${Date.now()}.md`),
    `${lines.join('\n')}\n`,
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
