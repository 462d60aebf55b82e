#!/usr/bin/env node
// `npm start`: build the web app if its build is missing, then run the server, which migrates
// and seeds an empty database before it listens (http://localhost:3000 by default).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.log('apps/web/dist is missing: building the web app…');
  const build = spawnSync(npm, ['run', 'build', '-w', '@portal/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')],
  { cwd: root, stdio: 'inherit', env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
