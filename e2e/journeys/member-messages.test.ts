/**
 * Member messages and account screens of issue #13 in Chromium against the production build:
 * an operator decides the certification (CLI) → the member sees the unread badge beside
 * 个人中心 and the message in 我的消息, opens it (read), the badge goes; on a phone the drawer
 * shows the badge too; 账号安全 exports the data as a file; deleting the account ends the session.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { certifyViaApi } from '../support/account.ts';
import { openPage, watchToast } from '../support/browser.ts';
import { getApi, type Member, memberPage, newMember } from '../support/home.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';

let member: Member;

withServerAndBrowser(async () => {
  member = await newMember(server.baseUrl, 'msg');
  await certifyViaApi(server.baseUrl, member.token);
});

describe('member messages journey', { timeout: 300_000 }, () => {
  test('a guest asks for no unread count', async () => {
    const { page, context } = await openPage(browser, server.baseUrl);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/client/mine/message/')) asked.push(r.url());
    });
    await page.goto('/');
    await page.getByRole('link', { name: '登录' }).first().waitFor();
    await page.goto('/News');
    await page.waitForLoadState('networkidle');
    assert.deepEqual(asked, []);
    await context.close();
  });

  test('the operator rejects the certification → badge, message, read', async () => {
    await server.operator([
      'reject',
      '--username',
      member.user.username,
      '--reason',
      '营业执照照片不清晰',
    ]);
    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    await page.goto('/');
    const badge = page.locator('.pt-topbar__links').getByTestId('unread-badge');
    await badge.waitFor();
    assert.equal(await badge.textContent(), '1');
    await page
      .locator('.pt-topbar__links')
      .getByRole('link', { name: /个人中心，1条未读消息/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/UserInfo/MyNews');

    const row = page.getByTestId('message-row').first();
    await row.getByRole('button', { name: /实名认证未通过/ }).waitFor();
    assert.equal(await row.getAttribute('data-read'), 'false');
    await row.getByText('未读').waitFor();

    // Filters live in the URL.
    const unreadOnly = page.getByRole('checkbox', { name: '仅看未读' });
    await unreadOnly.click();
    await page.waitForURL((url) => url.searchParams.get('unread') === 'true');
    await row.getByRole('button', { name: /实名认证未通过/ }).waitFor();
    await unreadOnly.click();
    await page.waitForURL((url) => !url.searchParams.has('unread'));

    // Opening the message shows its text and marks it read.
    await row.getByRole('button', { name: /实名认证未通过/ }).click();
    await row.getByText(/营业执照照片不清晰/).waitFor();
    await page.locator('[data-testid="message-row"][data-read="true"]').first().waitFor();
    const unread = await getApi<{ count: number }>(
      server.baseUrl,
      '/client/mine/message/unread',
      {},
      member.token,
    );
    assert.equal(unread.data.count, 0);
    await unreadOnly.click();
    await page.getByText('没有未读消息').waitFor();
    await unreadOnly.click();
    const read = page.getByTestId('message-row').first();
    await read.waitFor();
    // The link to the item: the member's 认证信息.
    await read.getByRole('link', { name: '查看详情' }).click();
    await page.waitForURL((url) => url.pathname === '/UserInfo/Authentication');
    await page.locator('.pt-topbar__links').getByRole('link', { name: '个人中心' }).waitFor();
    assert.equal(await page.locator('.pt-topbar__links').getByTestId('unread-badge').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('on a 360 px phone the drawer shows the badge and 我的消息 fits', async () => {
    // The rejected member certifies again and the operator decides once more.
    await certifyViaApi(server.baseUrl, member.token);
    await server.operator(['approve', '--username', member.user.username]);
    const { page, context } = await memberPage(browser, server.baseUrl, member, {
      width: 360,
      height: 780,
    });
    await page.goto('/UserInfo/MyNews');
    await page.getByTestId('message-row').first().waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 0, `no horizontal scroll at 360 px (overflow ${overflow})`);
    await page.getByRole('button', { name: /菜单/ }).first().click();
    await page.locator('.pt-phone-menu__account').getByTestId('unread-badge').waitFor();
    await context.close();
  });

  test('账号安全: export downloads a file; deleting the account ends the session', async () => {
    const victim = await newMember(server.baseUrl, 'del');
    const { page, context, errors } = await memberPage(browser, server.baseUrl, victim);
    await page.goto('/UserInfo/Security');
    await page.getByTestId('login-history').or(page.getByText('暂无登录记录')).first().waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-json').click(),
    ]);
    assert.match(download.suggestedFilename(), /^我的数据-\d{4}-\d{2}-\d{2}\.json$/);
    const saved = await download.path();
    const data = JSON.parse(await readFile(saved, 'utf8')) as { 账号信息: { 用户名: string } };
    assert.equal(data.账号信息.用户名, victim.user.username);
    const [html] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-html').click(),
    ]);
    assert.match(html.suggestedFilename(), /\.html$/);
    assert.match(await readFile(await html.path(), 'utf8'), /账号信息/);

    await page.getByTestId('delete-open').click();
    const dialog = page.getByRole('dialog', { name: '确认注销账号' });
    await dialog.getByPlaceholder('请输入登录密码').fill(victim.user.password);
    await dialog.getByRole('button', { name: '确认注销' }).click();
    await dialog.getByText('请确认已了解注销的后果').waitFor();
    await dialog.getByRole('checkbox', { name: '我已了解注销后数据无法恢复' }).check();
    // The toast comes with the move to the home page (and the home's first render).
    const deleted = watchToast(page, '账号已注销');
    await dialog.getByRole('button', { name: '确认注销' }).click();
    await deleted;
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.pt-topbar__links').getByRole('link', { name: '登录' }).waitFor();
    const after = await getApi(server.baseUrl, '/client/mine/message/unread', {}, victim.token);
    assert.equal(after.code, -401);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
