/**
 * Phones (issue 8 item 5) at 390×844, and every screen at 360 px and at 1024 px (tablets): no
 * sideways page scroll, the header's menu drawer navigates, the login form is above the fold,
 * dialogs fit the width.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ROUTES } from '../../apps/web/src/app/routes.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { type Member, memberPage, newMember, revealHomeSections } from '../support/home.ts';
import { startServer, type TestServer } from '../support/server.ts';

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 740 };
const TABLET = { width: 1024, height: 768 };

/**
 * Every screen that has a page, as a member sees it: detail routes open item 1; /login is
 * checked as a guest. The names are read from page-loaders.ts as text: importing it would pull
 * every page (TSX) into this project's typecheck.
 */
function builtScreens(): string[] {
  const loaders = readFileSync(
    new URL('../../apps/web/src/app/page-loaders.ts', import.meta.url),
    'utf8',
  );
  const table = loaders.slice(loaders.indexOf('PAGE_LOADERS'), loaders.indexOf('\n};'));
  const names = [...table.matchAll(/^ {2}(\w+): /gm)].map((match) => match[1] ?? '');
  return names
    .filter((name) => name !== 'login')
    .map((name) => {
      const route = ROUTES.get(name);
      assert.ok(route, name);
      return 'id' in route.meta.query ? `${route.path}?id=1` : route.path;
    });
}

let server: TestServer;
let browser: Browser;
let member: Member;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  member = await newMember(server.baseUrl, 'phone');
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Page width beyond the viewport (0 when nothing scrolls sideways). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - window.innerWidth;
  });
}

/**
 * Opens a screen and waits for its data: network idle, but at most 3 s (a live auction page
 * polls), then one frame for the layout.
 */
async function settledScreen(page: Page, screen: string) {
  const started = Date.now();
  await page.goto(screen);
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
  if (process.env.E2E_TIMINGS) console.log(screen, Date.now() - started, 'ms');
}

async function assertNoSidewaysScroll(page: Page, where: string) {
  assert.equal(await sidewaysOverflow(page), 0, `${where} scrolls sideways`);
}

describe('phones', { timeout: 900_000 }, () => {
  test('home at 390 px: no sideways scroll; the menu drawer lists the nav and navigates', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl, PHONE);
    await page.goto('/');
    await page.getByTestId('home-banner').waitFor();
    await assertNoSidewaysScroll(page, '/');
    // The desktop nav and the floating helpers stay out of the way.
    assert.equal(await page.locator('.pt-nav').isVisible(), false);
    assert.equal(
      await page
        .getByTestId('float-ad')
        .isVisible()
        .catch(() => false),
      false,
    );

    await page.getByTestId('phone-menu-button').click();
    const drawer = page.getByRole('dialog', { name: '菜单' });
    await drawer.waitFor();
    await drawer.getByRole('link', { name: '登录' }).waitFor();
    const target = drawer.locator('a.pt-phone-menu__link[href^="/Project"]').first();
    const href = (await target.getAttribute('href')) ?? '';
    await target.click();
    await page.waitForURL((url) => url.pathname.startsWith(href.split('?')[0] ?? '/Project'));
    await drawer.waitFor({ state: 'hidden' });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the menu shows the member and his personal centre', async () => {
    const { page, context } = await memberPage(browser, server.baseUrl, member, PHONE);
    await page.goto('/Project/Outcome');
    await page.getByTestId('phone-menu-button').click();
    const drawer = page.getByRole('dialog', { name: '菜单' });
    await drawer.getByText(`您好，${member.user.username}`).waitFor();
    await drawer.getByRole('link', { name: '个人中心' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/UserInfo'));
    await assertNoSidewaysScroll(page, '/UserInfo');
    await context.close();
  });

  test('/login shows its form above the fold', async () => {
    const { page, context } = await openPage(browser, server.baseUrl, PHONE);
    await page.goto('/login');
    const submit = page.getByRole('button', { name: /登\s*录/ }).first();
    await submit.waitFor();
    const box = await submit.boundingBox();
    assert.ok(box && box.y + box.height <= PHONE.height, `login button at ${box?.y}`);
    assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE.width);
    await assertNoSidewaysScroll(page, '/login');
    await context.close();
  });

  test('a list is one column and a dialog fits the width', async () => {
    const { page, context } = await openPage(browser, server.baseUrl, PHONE);
    await page.goto('/Project/Outcome');
    const cards = page.getByTestId('outcome-card');
    await cards.first().waitFor();
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    assert.ok(first && second && second.y >= first.y + first.height - 1, 'one card per row');
    await assertNoSidewaysScroll(page, '/Project/Outcome');

    await page.goto('/');
    await revealHomeSections(page);
    await page.getByTestId('open-tech-need').click();
    const dialog = page.getByTestId('tech-need-dialog').locator('.ant-modal');
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    assert.ok(
      box && box.x >= 0 && box.x + box.width <= PHONE.width,
      `dialog ${JSON.stringify(box)}`,
    );
    await assertNoSidewaysScroll(page, 'the tech need dialog');
    await context.close();
  });

  test('every built screen at 360 px (phones) and 1024 px (tablets): no sideways page scroll', async () => {
    const screens = builtScreens();
    assert.ok(screens.length > 60, `${screens.length} screens`);
    for (const viewport of [SMALL_PHONE, TABLET]) {
      const { page, context } = await memberPage(browser, server.baseUrl, member, viewport);
      for (const screen of screens) {
        await settledScreen(page, screen);
        await assertNoSidewaysScroll(page, `${screen} at ${viewport.width} px`);
      }
      await context.close();

      const guest = await openPage(browser, server.baseUrl, viewport);
      for (const screen of ['/login', '/login?mode=2', '/login?mode=3']) {
        await guest.page.goto(screen);
        await guest.page.waitForLoadState('networkidle');
        await assertNoSidewaysScroll(guest.page, `${screen} at ${viewport.width} px`);
      }
      await guest.context.close();
    }
  });
});
