#!/usr/bin/env node
// `npm start`: build the web app, the operator console (/admin) and the provider workspace
// (/merchant) if a build is missing, compile the server (about a second),
// then run it with plain node. The server migrates the database before it listens
// (http://localhost:3000 by default).
//
// Without SEED_DEMO / SMS_PROVIDER in the environment this is the README's demo: it sets both
// explicitly (demo data, SMS codes in the log) and says so. Set them to run for real.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(args) {
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.log('apps/web/dist is missing: building the web app…');
  run(['run', 'build', '-w', '@portal/web']);
}
if (!existsSync(path.join(root, 'apps/admin/dist/index.html'))) {
  console.log('apps/admin/dist is missing: building the operator console…');
  run(['run', 'build', '-w', '@portal/admin']);
}
if (!existsSync(path.join(root, 'apps/merchant/dist/index.html'))) {
  console.log('apps/merchant/dist is missing: building the provider workspace…');
  run(['run', 'build', '-w', '@portal/merchant']);
}
run(['run', 'build', '--silent', '-w', '@portal/server']);

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
const demo = env.SEED_DEMO === undefined && env.SMS_PROVIDER === undefined;
if (demo) {
  Object.assign(env, { SEED_DEMO: '1', SMS_PROVIDER: 'log', API_DOCS: env.API_DOCS ?? '1' });
  console.log(`
==================================================================================
 演示模式 · DEMO MODE
 已写入演示数据，短信验证码只写入日志。Demo data is seeded; SMS codes go to the log.
 正式运行 · To run for real (no demo data, a real SMS gateway):
   SEED_DEMO=0 SMS_PROVIDER=http SMS_HTTP_URL=https://sms.example/send npm start
 See README.md, "生产运行 · Running in production".
==================================================================================
`);
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')],
  { cwd: root, stdio: 'inherit', env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// Death by a signal the server did not handle (SIGKILL, a crash) is a failure, so a
// supervisor restarts it; a clean shutdown after SIGINT/SIGTERM exits with the server's code.
server.on('exit', (code, signal) => {
  if (signal) process.exit(128 + (os.constants.signals[signal] ?? 1));
  process.exit(code ?? 1);
});
