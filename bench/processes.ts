import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The web build (if missing) and the compiled server, as `npm start` runs them. */
/**
 * Builds the portal, the console and the workspace, then the server: always, since a bench of
 * an earlier build (a dist left from before a merge) measures code that is no longer there.
 */
export function buildAll(): void {
  run(['run', 'build']);
  buildServer();
}

/** The compiled server only (benches of the API alone). */
export function buildServer(): void {
  run(['run', 'build', '--silent', '-w', '@portal/server']);
}

function run(args: string[]) {
  const result = spawnSync('npm', args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed`);
}

/**
 * The production server (compiled, NODE_ENV=production, warn-level logs) on its own database,
 * with the demo data asked for explicitly, as the README's demo runs.
 */
export function startAppServer(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      SMS_PROVIDER: 'log',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_PATH: path.join(dataDir, 'bench.db'),
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export function startBareServer(port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

export function writeResult(name: string, data: unknown): string {
  const dir = path.join(ROOT, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const out = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${name}.json`);
  fs.writeFileSync(out, JSON.stringify(data, null, 2));
  return path.relative(ROOT, out);
}
