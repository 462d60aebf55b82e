/**
 * 长辈模式 and 无障碍 (issue 31) in Chromium against the production build: the switch in the
 * header of the portal, /Coupon and the provider workspace, remembered across reloads and
 * applied before the first paint; the reading toolbar; axe (WCAG 2.1 A/AA, so 2.5.3's
 * label-content-name-mismatch too) on the main templates in both modes; and a member who logs
 * in with an SMS code and signs up for an activity with the keyboard alone (the other member
 * journeys by keyboard: keyboard.test.ts).
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { ActionItem, Page as ApiPage } from '@portal/shared/api/index';
import { CONTROL_BAR_AUTO_HIDE_MS, QUICK_NAV_SHRINK_MS } from '@portal/shared/constants';
import type { Page } from 'playwright-core';
import { describeViolations, findViolations, settle, WCAG21_TAGS } from '../support/a11y.ts';
import { smsCode } from '../support/account.ts';
import { expectInputValue, expectToast, openPage, settled } from '../support/browser.ts';
import { getApi, memberPage, newMember } from '../support/home.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';
import { tabTo } from '../support/keyboard.ts';

withServerAndBrowser(() => {
  mkdirSync(SHOTS, { recursive: true });
});

const PHONE = { width: 390, height: 844 };
const SHOTS = path.join(tmpdir(), 'portal-elder-mode');

const isElder = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('pt-elder'));

/** The switch of the page's header (the portal's top bar, the sub-site's bar, the workspace). */
const elderSwitch = (page: Page) => page.getByTestId('elder-mode-toggle').first();

async function expectNoSidewaysScroll(page: Page, where: string) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  assert.ok(scroll <= client, `${where}: ${scroll} px of content in ${client} px`);
}

async function expectAxeClean(page: Page, where: string) {
  await settle(page);
  const violations = await findViolations(page, WCAG21_TAGS);
  assert.equal(violations.length, 0, describeViolations(where, violations));
}

/** An activity a new member may still sign up for. */
async function openActivity(): Promise<ActionItem> {
  const response = await fetch(`${server.baseUrl}/gateway/client/api/action/page`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: 1, pageSize: 100 }),
  });
  const page = ((await response.json()) as { data: ApiPage<ActionItem> }).data;
  const open = page.records.find(
    (item) => item.maxSignups === null || item.signCount < item.maxSignups,
  );
  assert.ok(open, 'an activity open for sign-up');
  return open;
}

describe('长辈模式 and 无障碍 journeys', { timeout: 600_000 }, () => {
  test('the switch works on the portal, /Coupon and the workspace, and persists', async () => {
    const member = await newMember(server.baseUrl, 'elder');
    // With the system's motion on: what stands still here does so because of 长辈模式.
    const { page, context, errors } = await memberPage(browser, server.baseUrl, member, undefined, {
      motion: true,
    });
    const cspRefusals: string[] = [];
    page.on('console', (line) => {
      if (line.text().includes('Content Security Policy')) cspRefusals.push(line.text());
    });

    await page.goto('/');
    assert.equal(await isElder(page), false);
    assert.equal(await elderSwitch(page).getAttribute('aria-pressed'), 'false');
    const baseSize = await page.evaluate(() => getComputedStyle(document.body).fontSize);
    await elderSwitch(page).click();
    assert.equal(await isElder(page), true);
    assert.equal(await elderSwitch(page).getAttribute('aria-pressed'), 'true');
    // Text 18 px at line height ≥ 1.5; the main nav gives way to the menu; the boards stand still.
    const body = await page.evaluate(() => {
      const style = getComputedStyle(document.body);
      return { size: style.fontSize, lineHeight: Number.parseFloat(style.lineHeight) };
    });
    assert.notEqual(baseSize, '18px');
    assert.equal(body.size, '18px');
    assert.ok(body.lineHeight / 18 >= 1.5);
    assert.equal(await page.locator('.pt-nav').isVisible(), false);
    assert.equal(await page.getByTestId('phone-menu-button').isVisible(), true);
    await page.getByTestId('phone-menu-button').click();
    const drawer = page.getByRole('dialog', { name: '菜单' });
    await drawer.locator('a.pt-phone-menu__link[href^="/Project"]').first().waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    assert.equal(await page.getByTestId('float-ad').count(), 0);
    // Nothing hides by itself: past the times the control bar and the quick entries would.
    await page.waitForTimeout(Math.max(CONTROL_BAR_AUTO_HIDE_MS, QUICK_NAV_SHRINK_MS) + 500);
    assert.equal(await page.getByTestId('control-bar').getAttribute('data-visible'), 'true');
    assert.equal(await page.getByTestId('quick-nav').getAttribute('data-shrunk'), 'false');

    // Reloaded: the boot script set the class before the app ran (the first paint honours it).
    await page.reload();
    assert.equal(
      await page.evaluate(() => document.documentElement.classList.contains('pt-elder')),
      true,
    );
    assert.equal(await elderSwitch(page).getAttribute('aria-pressed'), 'true');

    // The same choice on the voucher sub-site and in the workspace; switched off there.
    await page.goto('/Coupon');
    assert.equal(await isElder(page), true);
    assert.equal(await elderSwitch(page).getAttribute('aria-pressed'), 'true');
    await page.goto('/merchant/');
    await page.locator('.mc-header').waitFor();
    assert.equal(await isElder(page), true);
    await page.locator('.mc-header').getByTestId('elder-mode-toggle').click();
    assert.equal(await isElder(page), false);
    await page.reload();
    await page.locator('.mc-header').waitFor();
    assert.equal(await isElder(page), false);
    await page.goto('/Coupon');
    assert.equal(await isElder(page), false);
    await elderSwitch(page).click();
    assert.equal(await isElder(page), true);
    await page.goto('/');
    assert.equal(await isElder(page), true);

    await context.close();
    assert.deepEqual(cspRefusals, []);
    assert.deepEqual(errors, []);
  });

  test('the reading toolbar: zoom, high contrast, large cursor, guide line, kept across pages', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await page.goto('/Activity');
    await page.getByTestId('reading-toolbar-toggle').first().click();
    const toolbar = page.getByRole('toolbar', { name: '无障碍工具条' });
    await toolbar.waitFor();
    await toolbar.getByRole('button', { name: '放大' }).click();
    await toolbar.getByRole('button', { name: '放大' }).click();
    await toolbar.getByTestId('page-zoom').getByText('125%').waitFor();
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).zoom), '1.25');
    await toolbar.getByRole('button', { name: '高对比度' }).click();
    await toolbar.getByRole('button', { name: '大鼠标' }).click();
    await toolbar.getByRole('button', { name: '阅读线' }).click();
    await page.mouse.move(300, 400);
    await page.getByTestId('reading-guide').waitFor({ state: 'attached' });
    const classes = await page.evaluate(() => document.documentElement.className);
    assert.match(classes, /pt-contrast/);
    assert.match(classes, /pt-big-cursor/);
    // Speech is offered only where the browser can speak.
    const canSpeak = await page.evaluate(() => 'speechSynthesis' in window);
    assert.equal(await toolbar.getByRole('button', { name: '朗读' }).count(), canSpeak ? 1 : 0);

    await page.goto('/');
    await toolbar.waitFor();
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).zoom), '1.25');
    assert.match(await page.evaluate(() => document.documentElement.className), /pt-contrast/);
    await toolbar.getByRole('button', { name: '重置' }).click();
    await toolbar.getByRole('button', { name: '关闭工具条' }).click();
    await toolbar.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).zoom), '1');
    await context.close();
    assert.deepEqual(errors, []);
  });

  test('axe finds nothing serious on the main templates in both modes, at 1440 and 390 px', async () => {
    const member = await newMember(server.baseUrl, 'elderaxe');
    const activity = await openActivity();
    // Guests see the login page (a member is sent on); the rest is seen logged in.
    const guestTemplates = ['/login', '/Coupon'];
    const memberTemplates = ['/', '/Activity', `/ActivityDetail?id=${activity.id}`, '/merchant/'];
    for (const viewport of [undefined, PHONE]) {
      const width = viewport?.width ?? 1440;
      for (const elder of [false, true]) {
        for (const [templates, opened] of [
          [guestTemplates, await openPage(browser, server.baseUrl, viewport)],
          [memberTemplates, await memberPage(browser, server.baseUrl, member, viewport)],
        ] as const) {
          const { page, context, errors } = opened;
          await context.addInitScript((on) => {
            localStorage.setItem('pt-reading-aids', JSON.stringify({ elder: on }));
          }, elder);
          for (const url of templates) {
            await page.goto(url);
            assert.equal(await isElder(page), elder, `${url} elder=${elder}`);
            const where = `${url} at ${width} px${elder ? ' in 长辈模式' : ''}`;
            await expectAxeClean(page, where);
            await expectNoSidewaysScroll(page, where);
            if (elder) {
              const name = `${width}-${url.replace(/[^a-z]+/gi, '_')}.png`;
              await page.screenshot({ path: path.join(SHOTS, name) });
            }
          }
          await context.close();
          assert.deepEqual(errors, []);
        }
      }
    }
  });

  test('keyboard only: log in with an SMS code and sign up for an activity', async () => {
    const member = await newMember(server.baseUrl, 'elderkey');
    const activity = await openActivity();
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await context.addInitScript(() => {
      localStorage.setItem('pt-reading-aids', JSON.stringify({ elder: true }));
    });
    const detail = `/ActivityDetail?id=${activity.id}`;
    await page.goto(`/login?redirect=${encodeURIComponent(detail)}`);

    // 长辈模式 opens on 手机登录: no puzzle to drag.
    await tabTo(page, 'input[placeholder="请输入手机号"]');
    await page.keyboard.type(member.user.telephone);
    await tabTo(page, '[data-testid="phone-login"] .ant-space-compact button');
    await page.keyboard.press('Enter');
    await expectToast(page, '验证码已发送');
    const code = await smsCode(server.baseUrl, member.user.telephone, 1);
    await tabTo(page, 'input[placeholder="请输入验证码"]', true);
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    // A member without certification is asked to certify first: 稍后认证.
    await page.getByText('您尚未完成实名认证').waitFor();
    await tabTo(page, '[data-testid="certify-later"]');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/ActivityDetail');

    await tabTo(page, '[data-testid="sign-up-button"]');
    await page.keyboard.press('Enter');
    // The sign-up dialog loads with its chunk: tab once its fields are there (no click).
    // The dialog moves focus into itself when its zoom ends: type once it has.
    await page.locator('input[placeholder="请输入企业名称"]').waitFor();
    await settled(page.locator('.ant-modal'));
    await tabTo(page, 'input[placeholder="请输入企业名称"]');
    await page.keyboard.type('烟台蓝海生物科技有限公司');
    await page.keyboard.press('Tab');
    await page.keyboard.type('孙丽');
    await page.keyboard.press('Tab');
    await page.keyboard.type('13706350001');
    const fields = page.locator('.ant-modal input');
    await expectInputValue(fields.nth(0), '烟台蓝海生物科技有限公司');
    await expectInputValue(fields.nth(1), '孙丽');
    await expectInputValue(fields.nth(2), '13706350001');
    await tabTo(page, '.ant-modal-footer .ant-btn-primary');
    await page.keyboard.press('Enter');
    await expectToast(page, '提交成功');
    await page.getByTestId('activity-detail').getByTestId('signed-up').waitFor();

    const mine = await getApi<ApiPage<{ actionId: number }>>(
      server.baseUrl,
      '/client/mine/action/sign/list',
      {},
      member.token,
    );
    assert.equal(mine.data.records.filter((row) => row.actionId === activity.id).length, 1);
    await context.close();
    assert.deepEqual(errors, []);
  });

  test('the puzzle offers SMS login first, announced, and moves focus to the phone field', async () => {
    const member = await newMember(server.baseUrl, 'elderpz');
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await page.goto('/login');
    await tabTo(page, 'input[placeholder="请输入账号"]');
    await page.keyboard.type(member.user.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(member.user.password);
    await page.keyboard.press('Enter');
    const announcement = page.getByTestId('login-announcement');
    await announcement.getByText('使用短信验证码登录').waitFor();
    await tabTo(page, '[data-testid="puzzle-sms-alternative"]');
    await page.keyboard.press('Enter');
    await announcement.getByText('已切换到手机登录').waitFor();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('placeholder') === '请输入手机号',
    );
    await context.close();
    assert.deepEqual(errors, []);
  });
});
