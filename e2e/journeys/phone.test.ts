/**
 * Phones (issue 8 item 5) at 390×844, and every screen at 360 px: no sideways page scroll, the
 * header's menu drawer navigates, the login form is above the fold, dialogs fit the width.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser.ts';
import { type Member, memberPage, newMember } from '../support/home.ts';
import { startServer, type TestServer } from '../support/server.ts';

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 740 };

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

async function assertNoSidewaysScroll(page: Page, where: string) {
  assert.equal(await sidewaysOverflow(page), 0, `${where} scrolls sideways`);
}

describe('phones', { timeout: 240_000 }, () => {
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

  test('every screen at 360 px: no sideways page scroll', async () => {
    const { page, context } = await memberPage(browser, server.baseUrl, member, SMALL_PHONE);
    const screens = [
      '/',
      '/Auth',
      '/UserInfo/Authentication',
      '/Project/Outcome',
      '/Project/Outcome/OutcomeDetail?id=1',
      '/Project/Outcome/OutcomeDetails?id=1',
      '/Project/Outcome/NewOutcomeDetail?id=1',
      '/Project/Requirement',
      '/RequirementDetail?id=1',
      '/Project/Reward',
      '/RewardDetail?id=1',
      '/Project/Deal',
      '/DealDetail?id=1',
      '/Competitive',
      '/CompetitiveDetail?id=1',
      `/Search?searchStr=${encodeURIComponent('电池')}&type=1`,
      '/Introduction',
      '/Transfer',
      '/ContractRegistration',
      '/PublishRequirement',
      '/SourceHome',
      '/SourceHome/DataBaseList',
      '/SourceHome/DataBaseList/DataBaseDetail?id=1',
      '/SourceHome/SampleBaseList',
      '/SourceHome/SampleBaseList/SampleBaseDetail?id=1',
      '/SourceHome/TestBaseList',
      '/SourceHome/TestBaseList/TestBaseDetail?id=1',
      '/SourceHome/TestDeviceList',
      '/SourceHome/TestDeviceList/TestDeviceDetail?id=1',
      '/TechSourceList',
      '/TechSourceDetail?id=1',
      '/TechHangDetail?id=1',
      '/DevelopAreaList',
      '/DevelopAreaDetail?id=1',
      '/DevelopProjectList',
      '/DevelopProjectDetail?id=1',
    ];
    for (const screen of screens) {
      await page.goto(screen);
      await page.waitForLoadState('networkidle');
      await assertNoSidewaysScroll(page, screen);
    }
    await context.close();

    const guest = await openPage(browser, server.baseUrl, SMALL_PHONE);
    for (const screen of ['/login', '/login?mode=2', '/login?mode=3']) {
      await guest.page.goto(screen);
      await guest.page.waitForLoadState('networkidle');
      await assertNoSidewaysScroll(guest.page, screen);
    }
    await guest.context.close();
  });
});
