// Runs the browser journeys, JOURNEY_WORKERS files at a time (each file has its own Chromium,
// and a fresh app and SQLite file on its worker's server: startWorkerServer). Default: one more
// file than the machine has cores. Measured on 2 cores: three at a time took 776–810 s against about 1,400 s one at a time, with the machine
// CPU-bound (load 8–15, mostly Chromium rendering), so more files side by side would not help.
// On a 3.5× slower machine of an earlier session, two at a time was slower than one: set
// JOURNEY_WORKERS=1 on such a machine.
// The slowest files start first (SLOWEST_FIRST), so that none of them starts last and runs on alone.
// A file with a failing test is run once more on its own, one file at a time, as Playwright's `retries` does on CI: a browser on a loaded 2-core
// runner sometimes loses a race with an animation. A file that passes on the retry is listed as
// FLAKY (look at it); one that fails twice fails the run.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);
const e2e = path.resolve(here, '..');

const WORKERS = Math.max(1, Number(process.env.JOURNEY_WORKERS ?? availableParallelism() + 1));
/**
 * Every file, slowest first, as measured in a run three at a time (2026-11-30, eleventh session,
 * load 7–10): the two every-screen walks first (255 and 218 s; they mostly wait for each
 * screen's network to go quiet), so that neither starts late and runs on alone, and the shortest
 * last, so that the run's last minute keeps both cores busy. A file not listed (a new one) runs
 * after these.
 */
const SLOWEST_FIRST = [
  'phone',
  'tablet',
  'elder-mode',
  'admin-content',
  'home',
  'admin',
  'shell',
  'merchant-products',
  'services',
  'market',
  'voucher',
  'member-centre',
  'activity',
  'account',
  'collection',
  'articles',
  'merchant',
  'admin-queues-a',
  'settlement',
  'merchant-work',
  'member-messages',
  'resources',
  'keyboard',
  'admin-queues-b',
  'policy',
  'matchmaking',
  'providers',
  'finance',
  'interaction',
  'cockpit',
  'promises',
  'member-centre-more',
  'search-sections',
  'evaluation',
];
const slowRank = (file) => {
  const rank = SLOWEST_FIRST.indexOf(path.basename(file, '.test.ts'));
  return rank === -1 ? SLOWEST_FIRST.length : rank;
};

/**
 * A worker's server (scripts/worker-server.ts): one process per worker, whose app each file
 * restarts on a fresh copy of the template (support/server.ts), instead of a process per file.
 */
function startWorkerServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'worker-server.ts')], {
    cwd: e2e,
    env: { ...process.env, E2E_SERVER_BUILT: '1', E2E_TEMPLATE_DIR: template },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  const url = new Promise((resolve, reject) => {
    let out = '';
    const readUrl = (chunk) => {
      out += chunk;
      const url = out.split('\n').find((line) => line.startsWith('http://'));
      if (!url) return;
      child.stdout.off('data', readUrl);
      child.stdout.resume();
      resolve(url);
    };
    child.stdout.on('data', readUrl);
    child.once('exit', (code) =>
      reject(new Error(`worker server exited (${code}) before it listened`)),
    );
  });
  const stop = () => alive() && child.kill('SIGTERM');
  process.once('exit', stop);
  return { alive, url, stop };
}

/** Runs one journey file in its own `node --test`; its TAP output is printed whole when it ends. */
async function runFile(file, server) {
  let url;
  try {
    url = await server.url;
  } catch (error) {
    console.log(`# ${file} FAILED: ${error.message}`);
    return false;
  }
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-reporter=tap', file],
      {
        cwd: e2e,
        env: {
          ...process.env,
          E2E_SERVER_BUILT: '1',
          E2E_TEMPLATE_DIR: template,
          E2E_A11Y_DIR: a11yMarks,
          E2E_SERVER_URL: url,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const verdict = code === 0 ? 'passed' : 'FAILED';
      process.stdout.write(`\n# ${file}\n${Buffer.concat(output).toString()}`);
      console.log(`# ${file} ${verdict} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

/**
 * Runs the files `workers` at a time, in the order given (node's own --test-concurrency sorts
 * them by name), and returns those that failed.
 */
async function run(files, label, workers) {
  const queue = [...files];
  const failed = [];
  const worker = async () => {
    let server;
    for (let file = queue.shift(); file; file = queue.shift()) {
      // A server that died (a journey crashed it) is replaced, so only that file fails.
      if (!server?.alive()) server = startWorkerServer();
      if (!(await runFile(file, server))) failed.push(file);
    }
    server?.stop();
  };
  await Promise.all(Array.from({ length: Math.min(workers, files.length) }, worker));
  console.log(`\n# ${label}: ${files.length} files, ${failed.length} with failures`);
  return failed;
}

const only = process.argv.slice(2);
const all = only.length
  ? only
  : readdirSync(path.join(e2e, 'journeys'))
      .filter((name) => name.endsWith('.test.ts'))
      .sort()
      .map((name) => path.join('journeys', name))
      .sort((a, b) => slowRank(a) - slowRank(b));

// The server is compiled once here; the files' servers start from it (support/server.ts).
const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@portal/server'], {
  cwd: path.resolve(e2e, '..'),
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

// One seeded database for all files to copy (support/server.ts), instead of a seed per file.
const template = mkdtempSync(path.join(tmpdir(), 'journeys-template-'));
const made = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(here, 'make-template.ts'), template],
  { cwd: e2e, stdio: 'inherit', env: { ...process.env, E2E_SERVER_BUILT: '1' } },
);
if (made.status !== 0) process.exit(made.status ?? 1);
// The accessibility gate's screens checked without a finding, shared by the files (support/a11y.ts).
const a11yMarks = mkdtempSync(path.join(tmpdir(), 'journeys-a11y-'));
process.on('exit', () => {
  rmSync(template, { recursive: true, force: true });
  rmSync(a11yMarks, { recursive: true, force: true });
});

const started = Date.now();
const failed = await run(all, 'journeys', WORKERS);
console.log(
  `# journeys took ${Math.round((Date.now() - started) / 1000)} s with ${WORKERS} at a time`,
);
if (failed.length === 0) process.exit(0);
console.log(`# running again on their own: ${failed.join(', ')}`);
const again = await run(failed, 'retry', 1);
const flaky = failed.filter((file) => !again.includes(file));
if (flaky.length) console.log(`# FLAKY (failed once, passed on the retry): ${flaky.join(', ')}`);
if (again.length) {
  console.log(`# FAILED twice: ${again.join(', ')}`);
  process.exit(1);
}
