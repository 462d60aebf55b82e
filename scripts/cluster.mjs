#!/usr/bin/env node
// `npm run cluster -- [--processes 2] [--port 8080]`: several portal processes on PostgreSQL +
// Redis behind nginx, supervised (README "多进程 · Several processes", issue #29).
//   DATABASE_URL  default postgres://postgres@127.0.0.1:5432/portal_cluster (created if missing)
//   REDIS_URL     default redis://127.0.0.1:6379
// Each process listens on 127.0.0.1:<port+i>; nginx (Debian's package, deploy/nginx.conf.template)
// serves the hashed assets itself and proxies the rest with keep-alive and X-Forwarded-For,
// which the processes believe from 127.0.0.1 only (TRUST_PROXY). A process that dies is started
// again after a second; nginx leaves it out meanwhile. Ctrl-C stops everything. SIGHUP restarts
// the processes one after another (a rolling restart, e.g. after a new build): each next one only
// once the previous is ready and nginx has taken it back.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    port: { type: 'string', default: '8080' },
  },
});
const count = Number(values.processes);
const port = Number(values.port);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const log = (msg) => console.log(`[cluster] ${msg}`);

function npm(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
for (const app of ['web', 'admin', 'merchant']) {
  if (!existsSync(path.join(root, `apps/${app}/package.json`))) continue;
  if (!existsSync(path.join(root, `apps/${app}/dist/index.html`)))
    npm(['run', 'build', '-w', `@portal/${app}`]);
}
npm(['run', 'build', '--silent', '-w', '@portal/server']);

await ensureDatabase(databaseUrl);

const children = new Map();
/**
 * nginx leaves a process that refused a connection out for this long, then tries it again. A
 * rolling restart waits it out after each process is ready: stopping the next one earlier would
 * leave nginx with no process it believes live (502 for everyone).
 */
const FAIL_TIMEOUT_S = 5;
let stopping = false;

function startProcess(i) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port + i),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    TRUST_PROXY: '127.0.0.1',
    SMS_PROVIDER: process.env.SMS_PROVIDER ?? 'log',
    // The first process seeds an empty database; the others find it seeded (or wait on the
    // migration lock while it is being created).
    SEED_DEMO: process.env.SEED_DEMO ?? (i === 1 ? '1' : '0'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.set(i, child);
  log(`process ${i} (pid ${child.pid}) on 127.0.0.1:${port + i}`);
  child.on('exit', (code, signal) => {
    children.delete(i);
    if (stopping) return;
    log(`process ${i} exited (${signal ?? code}); starting it again in 1 s`);
    setTimeout(() => startProcess(i), 1000);
  });
}

for (let i = 1; i <= count; i++) startProcess(i);

const runDir = path.join(os.tmpdir(), `portal-nginx-${port}`);
for (const sub of ['', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
  mkdirSync(path.join(runDir, sub), { recursive: true });
const servers = Array.from(
  { length: count },
  (_, k) => `    server 127.0.0.1:${port + k + 1} max_fails=1 fail_timeout=${FAIL_TIMEOUT_S}s;`,
).join('\n');
const conf = readFileSync(path.join(root, 'deploy/nginx.conf.template'), 'utf8')
  .replaceAll('{{user}}', process.getuid?.() === 0 ? 'user root;' : '')
  .replaceAll('{{runDir}}', runDir)
  .replaceAll('{{servers}}', servers)
  .replaceAll('{{port}}', String(port))
  .replaceAll('{{webDist}}', path.join(root, 'apps/web/dist'));
const confFile = path.join(runDir, 'nginx.conf');
writeFileSync(confFile, conf);
const nginx = spawn('nginx', ['-c', confFile, '-p', runDir, '-g', 'daemon off;'], {
  stdio: 'inherit',
});
nginx.on('error', (err) => {
  log(`nginx did not start (${err.message}); install Debian's nginx package`);
  stop(1);
});
nginx.on('exit', (code) => {
  if (!stopping) {
    log(`nginx exited (${code})`);
    stop(1);
  }
});
log(`nginx on http://127.0.0.1:${port} → ${count} processes (config ${confFile})`);

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  nginx.kill('SIGQUIT');
  for (const child of children.values()) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
let rolling = false;
async function rollingRestart() {
  if (rolling || stopping) return;
  rolling = true;
  log('rolling restart');
  for (let i = 1; i <= count && !stopping; i++) {
    const child = children.get(i);
    if (!child) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await waitReady(port + i);
    await new Promise((resolve) => setTimeout(resolve, (FAIL_TIMEOUT_S + 1) * 1000));
    log(`process ${i} restarted`);
  }
  log('rolling restart done');
  rolling = false;
}

async function waitReady(p) {
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${p}/gateway/ready`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
process.on('SIGHUP', () => void rollingRestart());
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function ensureDatabase(url) {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
      log(`created database ${name}`);
    }
  } catch (err) {
    log(`could not check database ${name} (${err.message}); the processes will wait for it`);
  } finally {
    await client.end().catch(() => {});
  }
}
