/**
 * Starts the production server for a journey file (DESIGN §7): the compiled server
 * (apps/server/dist, as `npm start` runs it), the built SPA, a fresh SQLite file seeded with
 * demo data, and the test hooks (PORTAL_TEST_HOOKS=1).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 120_000;

export interface TestServer {
  baseUrl: string;
  /**
   * Runs an `npm run operator -- …` command on this server (its test hook: the CLI's commands on
   * the running app, see apps/server/src/plugins/test-hooks.ts); the command's output.
   */
  operator(args: string[]): Promise<string>;
  stop(): Promise<void>;
  /** Settles when the server process exits (a worker's server outlives its files). */
  exited: Promise<void>;
}

/**
 * A port no one listens on: the one E2E_PORT names if it is free, else one the system picks.
 * Never a fixed default: two journey runs on one machine (a developer's and CI's, or two
 * worktrees) both probing 3100 before either listened made the second talk to the first one's
 * server — and lose it, with "fetch failed", when that run ended.
 */
async function freePort(preferred: number | undefined): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(port, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : port));
      });
    });
  if (preferred === undefined) return tryPort(0);
  try {
    return await tryPort(preferred);
  } catch {
    return tryPort(0);
  }
}

/** Builds the portal (apps/web), the console (apps/admin) and the workspace (apps/merchant) when missing. */
export function ensureWebBuild(): void {
  for (const app of ['web', 'admin', 'merchant']) {
    if (existsSync(path.join(ROOT, `apps/${app}/dist/index.html`))) continue;
    const build = spawnSync('npm', ['run', 'build', '-w', `@portal/${app}`], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error(`${app} build failed`);
  }
}

/** Compiles the server (about a second), so the journeys run the code as it is now. */
export function buildServer(): void {
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@portal/server'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('server build failed');
}

/**
 * Asks `answers` every `everyMs` until it says yes (a request that fails counts as no); fails with
 * `failure()` after START_TIMEOUT_MS. `answers` may throw to give up at once.
 */
async function pollUntil(
  answers: () => Promise<boolean>,
  everyMs: number,
  failure: () => string,
): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (await answers().catch((error: unknown) => rethrowUnlessFetch(error))) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${failure()} (waited ${START_TIMEOUT_MS} ms)`);
}

/** A fetch that failed means "not listening yet": false; any other error ends the wait. */
function rethrowUnlessFetch(error: unknown): false {
  if (error instanceof TypeError) return false;
  throw error;
}

function waitUntilUp(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  return pollUntil(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
      return (await fetch(`${baseUrl}/gateway/client/api/settings/site`)).ok;
    },
    250,
    () => `server did not answer:\n${log()}`,
  );
}

/**
 * A folder holding a seeded `portal.db` and its `uploads/`, made once by the journey runner
 * (scripts/make-template.ts): each file's server starts from a copy of it instead of seeding the
 * demo data again (a few seconds per file, most of a server's start).
 */
const TEMPLATE_DIR = process.env.E2E_TEMPLATE_DIR;

async function runOperator(baseUrl: string, args: string[]): Promise<string> {
  const response = await fetch(`${baseUrl}/gateway/__test__/operator`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ args }),
  });
  const answer = (await response.json()) as { output?: string; error?: string };
  if (!response.ok) throw new Error(`operator ${args.join(' ')} failed:\n${answer.error}`);
  return answer.output ?? '';
}

/**
 * The journey runner's server for the worker running this file (scripts/worker-server.ts): each
 * file gets that server's app anew, on a fresh copy of the template,
 * instead of a process of its own (whose start cost about 3 CPU-s, a restart under 1).
 */
const WORKER_SERVER_URL = process.env.E2E_SERVER_URL;

/** Whether the app answering is of `generation` (between two apps nothing answers). */
async function answersGeneration(baseUrl: string, generation: number): Promise<boolean> {
  const response = await fetch(`${baseUrl}/gateway/__test__/generation`);
  return (
    response.ok && ((await response.json()) as { generation: number }).generation === generation
  );
}

/** Has the worker's server replace its app by one on a fresh copy of the template. */
async function restartWorkerServer(baseUrl: string, templateDir: string): Promise<TestServer> {
  const response = await fetch(`${baseUrl}/gateway/__test__/restart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ templateDir }),
  });
  const answer = (await response.json().catch(() => ({}))) as { generation?: unknown };
  const generation = answer.generation;
  // A refusal may come as the API's envelope (HTTP 200, `code` 400): no generation to wait for.
  if (!response.ok || typeof generation !== 'number') {
    throw new Error(`worker server ${baseUrl} refused to restart: ${JSON.stringify(answer)}`);
  }
  await pollUntil(
    () => answersGeneration(baseUrl, generation),
    50,
    () => `worker server ${baseUrl} did not restart`,
  );
  return {
    baseUrl,
    operator: (args) => runOperator(baseUrl, args),
    exited: new Promise(() => {}),
    // The runner stops the worker's server after its last file.
    stop: async () => {},
  };
}

/**
 * Starts a server on a fresh database: a copy of the template when there is one, else seeded at
 * start. With `dir`, the server uses that folder and `stop()` leaves it in place (the template).
 * Under the journey runner, the worker's server restarted on a copy of the template instead.
 */
export async function startServer(options: { dir?: string } = {}): Promise<TestServer> {
  if (WORKER_SERVER_URL && TEMPLATE_DIR && !options.dir) {
    return restartWorkerServer(WORKER_SERVER_URL, TEMPLATE_DIR);
  }
  ensureWebBuild();
  // The journey runner builds once before it starts files side by side (E2E_SERVER_BUILT=1):
  // a build per file would rewrite dist/ under another file's starting server.
  if (process.env.E2E_SERVER_BUILT !== '1') buildServer();
  const dir = options.dir ?? mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  if (!options.dir && TEMPLATE_DIR && existsSync(path.join(TEMPLATE_DIR, 'portal.db'))) {
    cpSync(TEMPLATE_DIR, dir, { recursive: true });
  }
  const dbPath = path.join(dir, 'portal.db');
  const port = await freePort(process.env.E2E_PORT ? Number(process.env.E2E_PORT) : undefined);
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PORTAL_TEST_HOOKS: '1',
    DATABASE_PATH: dbPath,
    UPLOAD_DIR: path.join(dir, 'uploads'),
    LOG_LEVEL: 'warn',
    // The journeys log in many times from one address; the limits have their own server tests.
    RATE_LIMIT: '0',
  };
  let output = '';
  // Without `--enable-source-maps` (which `npm start` keeps): every error the server builds (a
  // 401, a refused form) then formats its stack through the source map, a seventh of a journey
  // server's CPU (market.test.ts: 8.1 → 7.0 CPU-s). Its stacks point into dist/, which is
  // readable JavaScript.
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(baseUrl, child, () => output);

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    baseUrl,
    operator: (args) => runOperator(baseUrl, args),
    exited,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
