import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations/index.ts';

/**
 * Real server processes (issue #29), not two apps in one process: started together on an empty
 * PostgreSQL database (one migrates under the migrator's advisory lock, the other waits), a
 * rolling restart (SIGTERM, exit 0, the other keeps serving, the restarted one finds nothing to
 * migrate) and a kill -9 the survivor does not notice. PostgreSQL only (`npm run test:pg`).
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API = '/gateway';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Proc {
  port: number;
  child: ChildProcess;
  log: string[];
  exited: Promise<number | null>;
}

describe.runIf(pgUrl)('real server processes on one PostgreSQL database', () => {
  const dbName = `portal_proc_${randomBytes(5).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-procs-'));
  const databaseUrl = (() => {
    if (!pgUrl) return ''; // the suite is skipped; its body is still read
    const url = new URL(pgUrl);
    url.pathname = `/${dbName}`;
    return url.toString();
  })();
  const procs: Proc[] = [];

  async function admin<T>(fn: (client: pg.Client) => Promise<T>, url = pgUrl): Promise<T> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  }

  async function start(port?: number): Promise<Proc> {
    const chosen = port ?? (await freePort());
    const log: string[] = [];
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SMS_PROVIDER: 'log',
        SEED_DEMO: '0',
        HOST: '127.0.0.1',
        PORT: String(chosen),
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl,
        UPLOAD_DIR: path.join(dataDir, 'uploads'),
        ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: dbName } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => log.push(String(d)));
    child.stderr?.on('data', (d) => log.push(String(d)));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const proc = { port: chosen, child, log, exited };
    procs.push(proc);
    return proc;
  }

  async function status(proc: Proc, route: string): Promise<number> {
    try {
      return (await fetch(`http://127.0.0.1:${proc.port}${API}${route}`)).status;
    } catch {
      return 0;
    }
  }

  async function ready(proc: Proc): Promise<void> {
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      if ((await status(proc, '/ready')) === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`port ${proc.port} not ready:\n${proc.log.join('')}`);
  }

  beforeAll(async () => {
    await admin((c) => c.query(`CREATE DATABASE ${dbName}`));
  }, 30_000);

  afterAll(async () => {
    for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGKILL');
    await Promise.all(procs.map((p) => p.exited));
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('two processes started together on an empty database: each migration runs once, both serve', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    await Promise.all([ready(a as Proc), ready(b as Proc)]);
    const names = await admin(
      async (c) => (await c.query<{ name: string }>('select name from kysely_migration')).rows,
      databaseUrl,
    );
    expect(names.length).toBe(Object.keys(migrations).length);
    expect(new Set(names.map((r) => r.name)).size).toBe(names.length);
    for (const p of [a, b] as Proc[]) expect(await status(p, '/health')).toBe(200);
  }, 90_000);

  it('a rolling restart: SIGTERM ends one cleanly while the other serves; it comes back ready', async () => {
    const [a, b] = procs as [Proc, Proc];
    a.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    expect(await status(a, '/health')).toBe(0);
    expect(await status(b, '/ready')).toBe(200);
    const again = await start(a.port);
    await ready(again);
    expect(await status(again, '/ready')).toBe(200);
    expect(again.log.join('')).not.toMatch(/Migration .* failed/);
  }, 90_000);

  it('kill -9 of one process: the other keeps answering', async () => {
    const [, b, again] = procs as [Proc, Proc, Proc];
    again.child.kill('SIGKILL');
    await again.exited;
    const answers = await Promise.all(Array.from({ length: 20 }, () => status(b, '/ready')));
    expect(answers.every((s) => s === 200)).toBe(true);
  }, 30_000);
});
