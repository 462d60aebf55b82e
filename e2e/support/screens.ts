/**
 * Every screen of the site at one width (phone.test.ts at 360 px, tablet.test.ts at 1024 px):
 * no sideways page scroll. Two files, so that the runner runs the two widths side by side.
 */
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { PAGE_FILES } from '../../apps/web/src/app/page-files.ts';
import { ROUTES } from '../../apps/web/src/app/routes.ts';
import { checkAccessibility, settle } from './a11y.ts';
import { openPage } from './browser.ts';
import { type Member, memberPage } from './home.ts';
import { overflowPastViewport } from './layout.ts';

/** The longest a screen's data may take before it is measured (a live auction page polls). */
const SCREEN_DATA_TIMEOUT_MS = 3_000;
/** Quiet for this long counts as idle, as Playwright's `networkidle` counts it. */
const NETWORK_QUIET_MS = 500;

/**
 * Every screen that has a page, as a member sees it: detail routes open item 1; /login is
 * checked as a guest. page-files.ts is plain data (the lazy imports are in page-loaders.ts).
 */
export function builtScreens(): string[] {
  return Object.keys(PAGE_FILES)
    .filter((name) => name !== 'login')
    .map((name) => {
      const route = ROUTES.get(name);
      assert.ok(route, name);
      return 'id' in route.meta.query ? `${route.path}?id=1` : route.path;
    });
}

/** Waits one frame, so the layout measured is the one drawn. */
function nextFrame(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
}

/**
 * Opens a screen and waits for its data: network idle, but at most 3 s (a live auction page
 * polls), then one frame for the layout.
 */
export async function settledScreen(page: Page, screen: string) {
  const started = Date.now();
  await page.goto(screen);
  await page
    .waitForLoadState('networkidle', { timeout: SCREEN_DATA_TIMEOUT_MS })
    .catch(() => undefined);
  await nextFrame(page);
  if (process.env.E2E_TIMINGS) console.log(screen, Date.now() - started, 'ms');
}

/**
 * Counts the page's requests in flight, for a wait on network idle after an in-app navigation:
 * Playwright's `networkidle` load state is reached once per document, not per route.
 */
function requestsInFlight(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight = Math.max(0, inFlight + delta);
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  /** Waits until nothing has been in flight for 500 ms, counted from now; at most `timeout`. */
  return async function networkQuiet(timeout: number): Promise<void> {
    lastChange = Math.max(lastChange, Date.now());
    const deadline = Date.now() + timeout;
    while (Date.now() < deadline) {
      if (inFlight === 0 && Date.now() - lastChange >= NETWORK_QUIET_MS) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

/**
 * Moves the loaded app to `screen` through its router, as a click on a link does: the browser's
 * history gets the URL and the router is told (a popstate event), so the shell stays and only
 * the screen is rendered anew.
 */
async function routeTo(page: Page, screen: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, screen);
}

export async function assertNoSidewaysScroll(page: Page, where: string) {
  assert.equal(await overflowPastViewport(page), 0, `${where} scrolls sideways`);
}

/**
 * Every built screen as `member`, then the login page's three modes as a guest, at `viewport`.
 * The first screen is loaded; the others are reached through the app's router, as a member
 * moves around the site (each screen is rendered, fetches its data and is measured the same
 * way; a page load each cost about a second of the renderer's time, for the same shell). Each
 * screen passes the accessibility gate before the next one is opened.
 */
export async function assertEveryScreenFits(
  browser: Browser,
  baseUrl: string,
  member: Member,
  viewport: { width: number; height: number },
) {
  const screens = builtScreens();
  assert.ok(screens.length > 60, `${screens.length} screens`);
  const { page, context } = await memberPage(browser, baseUrl, member, viewport);
  const networkQuiet = requestsInFlight(page);
  let current = '';
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${current}: ${error.stack ?? error.message}`));
  for (const [index, screen] of screens.entries()) {
    current = screen;
    const started = Date.now();
    if (index === 0) await settledScreen(page, screen);
    else {
      await routeTo(page, screen);
      await networkQuiet(SCREEN_DATA_TIMEOUT_MS);
      await settle(page);
      await nextFrame(page);
      if (process.env.E2E_TIMINGS) console.log(screen, Date.now() - started, 'ms');
    }
    await assertNoSidewaysScroll(page, `${screen} at ${viewport.width} px`);
    assert.equal(await page.locator('.pt-route-error').count(), 0, `${screen} failed to render`);
    await checkAccessibility(page);
  }
  await context.close();
  assert.deepEqual(errors, [], 'no uncaught error on any screen');

  const guest = await openPage(browser, baseUrl, viewport);
  for (const screen of ['/login', '/login?mode=2', '/login?mode=3']) {
    await guest.page.goto(screen);
    await guest.page.waitForLoadState('networkidle');
    await assertNoSidewaysScroll(guest.page, `${screen} at ${viewport.width} px`);
  }
  await guest.context.close();
}
