/**
 * The operator console of issue #14 in Chromium against the production build: operators made
 * by the CLI log in at /admin with the slide puzzle and must change their password first; a
 * review operator approves a certification and the member sees verifyStatus 2 and a message;
 * the audit operator finds the decision in the audit log and can change nothing.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { callApi, certifyViaApi, loginWithPuzzle } from '../support/account.ts';
import {
  changeFirstPassword,
  consoleLogin,
  createOperator,
  expectConsoleScreensFit,
  openConsole,
} from '../support/admin.ts';
import { expectToast, openPage } from '../support/browser.ts';
import { type Member, memberPage, newMember } from '../support/home.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';

let member: Member;

const FIRST_PASSWORD = 'first123!op';
const NEW_PASSWORD = 'second456!op';

withServerAndBrowser(async () => {
  member = await newMember(server.baseUrl, 'adm');
  await certifyViaApi(server.baseUrl, member.token);
  await createOperator(server, 'e2e_reviewer', '审核员', 'review', FIRST_PASSWORD);
  await createOperator(server, 'e2e_auditor', '审计员', 'audit', FIRST_PASSWORD);
});

/** Logs in at /admin/login: account, password, then the slide puzzle. */
async function login(page: Page, username: string, password: string) {
  await consoleLogin(page, server.baseUrl, username, password);
}

/** The first login: the console opens only the forced password change until it is made. */
async function firstLogin(page: Page, username: string) {
  await login(page, username, FIRST_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/admin/password');
  await page.getByText('首次登录请先修改密码').waitFor();
  // Nothing else opens before the change.
  await page.goto('/admin/certifications');
  await page.waitForURL((url) => url.pathname === '/admin/password');
  await changeFirstPassword(page, FIRST_PASSWORD, NEW_PASSWORD);
  await page.waitForURL((url) => /^\/admin\/?$/.test(url.pathname));
  await page.getByTestId('dashboard').waitFor();
}

describe('operator console journey', { timeout: 300_000 }, () => {
  test('a review operator approves a certification; the member sees it and a message', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await firstLogin(page, 'e2e_reviewer');
    await page.getByRole('link', { name: '实名认证审核' }).click();
    await page.getByRole('link', { name: member.user.username }).click();
    const detail = page.getByTestId('certification-detail');
    await detail.getByText('licence.png').waitFor();
    assert.equal(await page.getByTestId('cert-status').textContent(), '待审核');
    await page.getByRole('button', { name: '通 过' }).click();
    await expectToast(page, '已通过');
    await page.getByTestId('cert-status').getByText('已通过').waitFor();
    assert.deepEqual(errors, []);
    await context.close();

    const info = await callApi<{ verifyStatus: number }>(
      server.baseUrl,
      '/client/mine/auth/info',
      {},
      member.token,
    );
    assert.equal(info.data.verifyStatus, 2);
    const portal = await memberPage(browser, server.baseUrl, member);
    await portal.page.goto('/UserInfo/MyNews');
    await portal.page
      .getByTestId('message-row')
      .first()
      .getByRole('button', { name: /实名认证已通过/ })
      .waitFor();
    await portal.context.close();
  });

  test('the audit operator sees the decision and cannot change anything', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await firstLogin(page, 'e2e_auditor');
    await page.getByRole('link', { name: '审计日志' }).click();
    await page.getByPlaceholder('操作人').fill('e2e_reviewer');
    await page.getByPlaceholder('操作代码（如 payment.decide）').fill('certification.decide');
    await page.getByRole('button', { name: '查 询' }).click();
    await page.waitForURL((url) => url.searchParams.get('action') === 'certification.decide');
    // The action in words, the object as a link, before/after as a diff in status words.
    const row = page.locator('.ant-table-row', { hasText: '运营后台：实名认证·审核决定' }).first();
    await row.getByText('operator:e2e_reviewer').waitFor();
    await row.getByTestId('audit-diff').getByText('已通过').waitFor();
    assert.match(
      (await row.getByTestId('audit-diff').textContent()) ?? '',
      /状态：待审核 → 已通过/,
    );
    await row.getByRole('link', { name: /^实名认证 \d+$/ }).waitFor();

    // Read-only: no decision buttons, no operator screen, and the API refuses a decision.
    await page.getByRole('link', { name: '实名认证审核' }).click();
    await page.getByRole('combobox', { name: '认证状态' }).click();
    await page.getByTitle('已通过').click();
    await page.getByRole('link', { name: member.user.username }).click();
    await page.getByTestId('certification-detail').waitFor();
    assert.equal(await page.getByRole('button', { name: '通 过' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: '查看原件' }).count(), 0);
    await page.goto('/admin/operators');
    await page.getByText('当前角色无权访问此页面').waitFor();
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('adminSession') ?? '{}').token as string,
    );
    const refused = await callApi(
      server.baseUrl,
      '/admin/certifications/1/decide',
      { approve: false, reason: '试图修改' },
      token,
    );
    assert.equal(refused.code, 403);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a system operator resets a member’s password; the member must change it at his next login', async () => {
    await createOperator(server, 'e2e_system', '系统管理员', 'system', FIRST_PASSWORD);
    const locked = await newMember(server.baseUrl, 'rst');
    await certifyViaApi(server.baseUrl, locked.token);
    await server.operator(['approve', '--username', locked.user.username]);
    const me = await callApi<{ id: number }>(
      server.baseUrl,
      '/client/mine/user/info',
      {},
      locked.token,
    );

    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await firstLogin(page, 'e2e_system');
    await page.goto(`/admin/members/${me.data.id}`);
    await page.getByRole('button', { name: '重置密码' }).click();
    await page.getByRole('button', { name: /^确\s?定$/ }).click();
    const shown = page.getByTestId('temporary-password');
    await shown.waitFor();
    const temporary = (await shown.textContent())?.trim() ?? '';
    assert.match(temporary, /^\S{12}$/);
    await page.getByRole('button', { name: '我已告知会员' }).click();
    await shown.waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
    await context.close();

    // His session ended; the temporary password opens only the forced change, saying why.
    const ended = await callApi(server.baseUrl, '/client/mine/auth/info', {}, locked.token);
    assert.equal(ended.code, -401);
    const portal = await openPage(browser, server.baseUrl);
    await portal.page.goto('/login');
    await loginWithPuzzle(portal.page, server.baseUrl, {
      username: locked.user.username,
      password: temporary,
    });
    await portal.page
      .getByTestId('password-expired')
      .getByText('平台管理员已重置您的密码，请先设置新密码')
      .waitFor();
    const chosen = 'mine456!rs';
    await portal.page.getByPlaceholder('请输入旧密码').fill(temporary);
    await portal.page.getByPlaceholder('请输入新密码').fill(chosen);
    await portal.page.getByRole('button', { name: '确认修改' }).click();
    await expectToast(portal.page, '修改成功,请重新登录');
    await portal.page.waitForURL((url) => url.pathname === '/login');
    await loginWithPuzzle(portal.page, server.baseUrl, {
      username: locked.user.username,
      password: chosen,
    });
    await expectToast(portal.page, '登录成功');
    await portal.page.waitForURL((url) => url.pathname === '/');
    assert.deepEqual(portal.errors, []);
    await portal.context.close();
  });

  test('every console screen fits a 360 px phone', async () => {
    const { page, context, errors } = await openConsole(
      browser,
      server.baseUrl,
      'e2e_reviewer',
      NEW_PASSWORD,
    );
    await expectConsoleScreensFit(page, [
      '/admin/',
      '/admin/certifications?status=2',
      '/admin/needs',
      '/admin/members',
      '/admin/password',
    ]);
    // The side menu is a drawer on phones.
    await page.getByRole('button', { name: '打开菜单' }).click();
    await page.getByRole('link', { name: '需求审核' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/needs');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
