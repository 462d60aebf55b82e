// Runs the browser journeys one file at a time. A file with a failing test is run once more on its
// own, as Playwright's `retries` does on CI: a browser on a loaded 2-core runner sometimes loses
// a race with an animation. A file that passes on the retry is listed as FLAKY (look at it); one
// that fails twice fails the run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);
const e2e = path.resolve(here, '..');
const reporter = path.join(here, 'failed-files-reporter.mjs');

function run(files, label) {
  const failedList = path.join(mkdtempSync(path.join(tmpdir(), 'journeys-')), 'failed.txt');
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      '--test-concurrency=1',
      '--test-reporter=tap',
      '--test-reporter-destination=stdout',
      `--test-reporter=${reporter}`,
      `--test-reporter-destination=${failedList}`,
      ...files,
    ],
    { cwd: e2e, stdio: 'inherit' },
  );
  let failed = [];
  try {
    failed = readFileSync(failedList, 'utf8').split('\n').filter(Boolean);
  } catch {}
  // A crash before any test reported still fails the run, with every file counted as failed.
  if (result.status !== 0 && failed.length === 0) failed = files;
  console.log(`\n# ${label}: ${files.length} files, ${failed.length} with failures`);
  return failed.map((file) => path.relative(e2e, path.resolve(e2e, file)));
}

const only = process.argv.slice(2);
const all = only.length
  ? only
  : readdirSync(path.join(e2e, 'journeys'))
      .filter((name) => name.endsWith('.test.ts'))
      .sort()
      .map((name) => path.join('journeys', name));

const failed = run(all, 'journeys');
if (failed.length === 0) process.exit(0);
console.log(`# running again on their own: ${failed.join(', ')}`);
const again = run(failed, 'retry');
const flaky = failed.filter((file) => !again.includes(file));
if (flaky.length) console.log(`# FLAKY (failed once, passed on the retry): ${flaky.join(', ')}`);
if (again.length) {
  console.log(`# FAILED twice: ${again.join(', ')}`);
  process.exit(1);
}
