import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Envelope, Page } from '@portal/shared';
import { lighthouseScores, type Preset } from './lighthouse-run.ts';
import { buildAll, startAppServer, waitFor, writeResult } from './processes.ts';

/**
 * `npm run bench:web -w @portal/bench` (also part of `npm run bench`): Lighthouse performance
 * (desktop and mobile presets) on the pages below against the compiled production server, and the bytes on the wire of each load (transfer sizes of every
 * request Chromium made, compressed as served, against the same resources decoded).
 * Targets (issue 27): mobile preset ≥ 90 and desktop ≥ 95 on home, outcome list and detail, news
 * list, service hall, /Coupon/Home and the provider workspace's first page.
 * Each figure is the median of BENCH_WEB_RUNS runs (default 3: one run swings by ±5 points
 * here); the `runs` column shows every run's score.
 * BENCH_WEB_PAGES (names, comma-separated, e.g. `home /,news list`) and BENCH_WEB_PRESETS
 * (`mobile`, `desktop`) limit the run, to compare one change before and after.
 */
const APP_PORT = 3902;

async function main() {
  buildAll();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-web-'));
  const app = startAppServer(APP_PORT, dataDir);
  const base = `http://127.0.0.1:${APP_PORT}`;
  try {
    await waitFor(`${base}/gateway/ready`);
    const list = (await (
      await fetch(`${base}/gateway/client/api/outcome/page?pageSize=1`)
    ).json()) as Envelope<Page<{ id: number }>>;
    const id = list.data?.records[0]?.id;
    if (!id) throw new Error('no outcome in the bench database');
    const pages = [
      { name: 'home /', path: '/' },
      { name: 'outcome list', path: '/Project/Outcome' },
      { name: 'outcome detail', path: `/Project/Outcome/OutcomeDetail?id=${id}` },
      { name: 'news list', path: '/News' },
      { name: 'service hall', path: '/Service' },
      { name: 'voucher home', path: '/Coupon/Home' },
      { name: 'workspace first page', path: '/merchant/' },
    ];
    const only = process.env.BENCH_WEB_PAGES?.split(',').map((name) => name.trim());
    const presets = process.env.BENCH_WEB_PRESETS?.split(',').map((p) => p.trim()) as
      | Preset[]
      | undefined;
    const scores = await lighthouseScores(
      base,
      only ? pages.filter((page) => only.includes(page.name)) : pages,
      presets,
      Number(process.env.BENCH_WEB_RUNS ?? 3),
    );
    // Issue 27: mobile ≥ 90 on every page here, desktop stays ≥ 95.
    const target = (s: (typeof scores)[number]) => (s.preset === 'desktop' ? 95 : 90);
    console.log('\nLighthouse performance (Debian Chromium, this machine):');
    console.table(
      scores.map((s) => {
        const want = target(s);
        return { ...s, target: want ? `≥ ${want}: ${s.score >= want ? 'met' : 'MISSED'}` : '' };
      }),
    );
    const home = scores.find((s) => s.page === 'home /' && s.preset === 'desktop');
    if (home) {
      console.log(
        `\nBytes on the wire for / (desktop load): ${home.transferKiB} KiB transferred, ${home.decodedKiB} KiB decoded, ${home.requests} requests`,
      );
    }
    console.log(`\nwritten to ${writeResult('web', { scores })}`);
  } finally {
    app.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
