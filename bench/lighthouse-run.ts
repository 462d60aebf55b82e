import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export type Preset = 'desktop' | 'mobile';

export interface PageScore {
  page: string;
  preset: Preset;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes transferred (compressed) and the same resources decoded. */
  transferKiB: number;
  decodedKiB: number;
  requests: number;
  /** Lighthouse's own failure code (e.g. NO_FCP on an overloaded machine), empty if none. */
  error: string;
  /** Every run's score, in order; the figures above are the median run's. */
  runs: string;
}

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

interface NetworkRequest {
  transferSize?: number;
  resourceSize?: number;
}

/**
 * The run of median score (of an odd number, the middle one; of an even, the lower middle):
 * Lighthouse's own advice against its run-to-run variance is the median of several runs.
 */
export function medianRun(runs: PageScore[]): PageScore {
  // A run Lighthouse could not finish (runtimeError) measured nothing: it is shown in `runs`
  // by its error code, and the median is taken of the runs that did finish.
  const finished = runs.filter((r) => !r.error);
  const sorted = [...(finished.length > 0 ? finished : runs)].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse run to take the median of');
  return { ...median, runs: runs.map((r) => r.error || String(r.score)).join(' ') };
}

/**
 * Runs Lighthouse's performance category `runs` times on each page and preset in one Chromium
 * and keeps each page's median run.
 */
export async function lighthouseScores(
  baseUrl: string,
  pages: { name: string; path: string }[],
  presets: Preset[] = ['desktop', 'mobile'],
  runs = 3,
): Promise<PageScore[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const scores: PageScore[] = [];
  try {
    for (const preset of presets) {
      for (const page of pages) {
        const each: PageScore[] = [];
        for (let run = 0; run < runs; run++)
          each.push(await scoreOnce(chrome.port, baseUrl, page, preset));
        scores.push(medianRun(each));
      }
    }
  } finally {
    chrome.kill();
  }
  return scores;
}

async function scoreOnce(
  port: number,
  baseUrl: string,
  page: { name: string; path: string },
  preset: Preset,
): Promise<PageScore> {
  const result = await lighthouse(
    baseUrl + page.path,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
  const { audits, categories } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  const kib = (n: number) => Math.round(n / 102.4) / 10;
  return {
    page: page.name,
    preset,
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    transferKiB: kib(requests.reduce((s, r) => s + (r.transferSize ?? 0), 0)),
    decodedKiB: kib(requests.reduce((s, r) => s + (r.resourceSize ?? 0), 0)),
    requests: requests.length,
    error: result.lhr.runtimeError?.code ?? '',
    runs: '',
  };
}
