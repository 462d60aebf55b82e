import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/**
 * `npx tsx bench/lh-dump.ts <url> <desktop|mobile> <out.json>`: one Lighthouse performance run
 * against a server you started, its whole report written to a file, to see why a score is what
 * it is (long tasks, LCP phases, requests) — `npm run bench:web` gives only the figures.
 */
const [url, preset = 'desktop', out = 'lighthouse.json'] = process.argv.slice(2);
if (!url) throw new Error('usage: lh-dump.ts <url> <desktop|mobile> <out.json>');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  fs.writeFileSync(out, JSON.stringify(result?.lhr));
  console.log(
    `score ${Math.round((result?.lhr.categories.performance?.score ?? 0) * 100)}, report in ${out}`,
  );
} finally {
  chrome.kill();
}
