/**
 * Every screen of the site at one width (phone.test.ts at 360 px, tablet.test.ts at 1024 px):
 * no sideways page scroll. Two files, so that the runner runs the two widths side by side.
 */
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { PAGE_FILES } from '../../apps/web/src/app/page-files.ts';
import { ROUTES } from '../../apps/web/src/app/routes.ts';
import { openPage } from './browser.ts';
import { type Member, memberPage } from './home.ts';
import { overflowPastViewport } from './layout.ts';

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

/**
 * Opens a screen and waits for its data: network idle, but at most 3 s (a live auction page
 * polls), then one frame for the layout.
 */
export async function settledScreen(page: Page, screen: string) {
  const started = Date.now();
  await page.goto(screen);
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
  if (process.env.E2E_TIMINGS) console.log(screen, Date.now() - started, 'ms');
}

export async function assertNoSidewaysScroll(page: Page, where: string) {
  assert.equal(await overflowPastViewport(page), 0, `${where} scrolls sideways`);
}

/** Every built screen as `member`, then the login page's three modes as a guest, at `viewport`. */
export async function assertEveryScreenFits(
  browser: Browser,
  baseUrl: string,
  member: Member,
  viewport: { width: number; height: number },
) {
  const screens = builtScreens();
  assert.ok(screens.length > 60, `${screens.length} screens`);
  const { page, context } = await memberPage(browser, baseUrl, member, viewport);
  for (const screen of screens) {
    await settledScreen(page, screen);
    await assertNoSidewaysScroll(page, `${screen} at ${viewport.width} px`);
  }
  await context.close();

  const guest = await openPage(browser, baseUrl, viewport);
  for (const screen of ['/login', '/login?mode=2', '/login?mode=3']) {
    await guest.page.goto(screen);
    await guest.page.waitForLoadState('networkidle');
    await assertNoSidewaysScroll(guest.page, `${screen} at ${viewport.width} px`);
  }
  await guest.context.close();
}
