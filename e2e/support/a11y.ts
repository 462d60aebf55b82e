/**
 * The accessibility gate of the journeys (issue 8 item 6): axe-core, WCAG 2.1 A and AA rules
 * (issue 31), runs on every page a journey visits and fails it on a serious or critical finding.
 *
 * `openPage` installs it: every screen (reached by `goto` or by a click) is checked when the
 * journey moves on from it (the next `goto` or `context.close()`), so it is seen settled, as the
 * journey left it, and axe (which blocks the page's main thread for a while) never delays the
 * timers a journey is measuring. A `goto` returns once the page has settled (network idle,
 * finite animations done). Each screen is checked once at a phone's width and once at a wider
 * one per run: the key is the path plus the names of its query parameters (plus the login page's
 * `mode`, whose three values are three screens) and the width class. The journey runner shares
 * the keys checked without a finding between its files (`E2E_A11Y_DIR`, one empty file a key); a
 * screen with a finding is not marked, so the file's retry checks it again.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * The minified build: a page evaluates it each time the gate first checks a new document (419
 * times a run), and it parses in about 0.24 CPU-s against 0.32 for the 1.5 MB `axe.js` that
 * `require('axe-core').source` holds (measured on /Policy, 2026-11-30).
 */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** WCAG 2.0 A and AA. */
export const WCAG2_TAGS = ['wcag2a', 'wcag2aa'];
/**
 * The gate's rules: WCAG 2.1 A and AA, which add rules such as label-content-name-mismatch
 * (2.5.3, the header brand link of issue 31) and autocomplete-valid (1.3.5).
 */
export const WCAG21_TAGS = [...WCAG2_TAGS, 'wcag21a', 'wcag21aa'];
const SETTLE_TIMEOUT_MS = 5000;
const checkedScreens = new Set<string>();
/** Where the runner's files leave the keys they checked without a finding (unset: this file only). */
const RUN_MARKS_DIR = process.env.E2E_A11Y_DIR;
/** The layout breakpoint of the site's CSS: below it, the phone layout. */
const PHONE_WIDTH_BELOW = 768;

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** The key under which a URL's screen is checked once. */
export function screenKey(href: string): string {
  const url = new URL(href);
  const names = [...new Set(url.searchParams.keys())].sort();
  const parts = names.map((name) =>
    name === 'mode' ? `mode=${url.searchParams.get(name)}` : name,
  );
  return parts.length ? `${url.pathname}?${parts.join('&')}` : url.pathname;
}

/** Waits for the page's running finite CSS animations and transitions to finish (at most 5 s). */
async function finiteAnimationsDone(page: Page): Promise<void> {
  await page.evaluate(async (timeout) => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([
      Promise.allSettled(finite.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, timeout)),
    ]);
  }, SETTLE_TIMEOUT_MS);
}

/**
 * Waits for the network to calm down, the running finite CSS animations to finish, antd's motion
 * classes and the lists' .is-fetching to go, and the transitions their going starts to finish.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => {});
  await finiteAnimationsDone(page);
  // antd's dialogs and drawers fade in by motion classes that start their transition a frame
  // later, and a list dims its previous page while the next one loads (.is-fetching): until
  // those are gone, axe may read half-transparent text as low contrast.
  await page
    .waitForFunction(
      () =>
        document.querySelectorAll(
          '[class*="motion"][class*="-appear"], [class*="motion"][class*="-enter"], .is-fetching',
        ).length === 0,
      undefined,
      { timeout: SETTLE_TIMEOUT_MS },
    )
    .catch(() => {});
  // A list that drops .is-fetching fades back to full opacity (0.2 s): axe read its cards at
  // 0.6–0.9 opacity as 60 contrast failures (/Service/Colleges at 360 px, 2026-11-30).
  await finiteAnimationsDone(page);
}

/** The serious and critical violations of `tags` (WCAG 2.1 A/AA unless told) on the page now. */
export async function findViolations(page: Page, tags = WCAG21_TAGS): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol: the site's CSP (script-src 'self') refuses an
  // inline <script>, as it should.
  if (!injected) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (values) => {
    // The journey goes on from where it was: keep the scroll position whatever axe does.
    const [scrollX, scrollY] = [window.scrollX, window.scrollY];
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values },
      resultTypes: ['violations'],
    })) as { violations: AxeViolation[] };
    window.scrollTo(scrollX, scrollY);
    return result.violations;
  }, tags);
  return violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
}

export function describeViolations(where: string, violations: AxeViolation[]): string {
  const lines = violations.flatMap((violation) => [
    `  ${violation.id} (${violation.impact}, ${violation.nodes.length} nodes): ${violation.help}`,
    ...violation.nodes
      .slice(0, 5)
      .map((node) => `    ${node.target.join(' ')} — ${node.html.slice(0, 160)}`),
  ]);
  return `axe found serious/critical accessibility problems on ${where}:\n${lines.join('\n')}`;
}

/** Checks the page's current screen unless this run has checked it at this width class already. */
export async function checkAccessibility(page: Page): Promise<void> {
  if (page.isClosed()) return;
  const width = page.viewportSize()?.width ?? PHONE_WIDTH_BELOW;
  const key = `${screenKey(page.url())} @${width < PHONE_WIDTH_BELOW ? 'phone' : 'wide'}`;
  const mark = RUN_MARKS_DIR
    ? path.join(RUN_MARKS_DIR, createHash('sha1').update(key).digest('hex'))
    : undefined;
  if (checkedScreens.has(key) || (mark && existsSync(mark))) return;
  checkedScreens.add(key);
  await settle(page);
  const violations = await findViolations(page);
  if (violations.length) throw new Error(describeViolations(key, violations));
  if (mark) writeFileSync(mark, '');
}

/** The pages of each context whose screen has not been checked since it was navigated to. */
const pendingScreens = new WeakMap<BrowserContext, Set<Page>>();
/** Pages whose `goto` already checks the screen it leaves. */
const gatedGotos = new WeakSet<Page>();

/**
 * Checks every screen visited on `page`: its `goto` checks the screen it leaves, and the
 * context's `close` checks the screens its pages were left on. Installed again on a kept page
 * (`openPage` in support/browser.ts), whose listeners were removed when it was given back.
 */
export function installAccessibilityGate(page: Page, context: BrowserContext): void {
  let pending = pendingScreens.get(context);
  if (!pending) {
    pending = new Set();
    pendingScreens.set(context, pending);
    const close = context.close.bind(context);
    context.close = async (options) => {
      await checkPendingScreens(context);
      return close(options);
    };
  }
  const screens = pending;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) screens.add(page);
  });
  if (gatedGotos.has(page)) return;
  gatedGotos.add(page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    if (screens.delete(page) && !page.isClosed()) await checkAccessibility(page);
    const response = await goto(url, options);
    // The journey starts on a settled page, whether or not this screen was checked before:
    // timing assertions then measure the page, not its first requests.
    await settle(page);
    return response;
  };
}

/** Checks the screens the context's pages were left on. */
async function checkPendingScreens(context: BrowserContext): Promise<void> {
  const screens = pendingScreens.get(context);
  for (const page of [...(screens ?? [])]) {
    screens?.delete(page);
    if (!page.isClosed()) await checkAccessibility(page);
  }
}
