/**
 * The account journeys of issue #3 in Chromium against the production build: register,
 * certify, log in with the slide puzzle, the guard's return trip, the forced password change
 * and logout. Every check is what the user sees: messages, dialogs, addresses.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { digestPassword } from '@portal/shared/password';
import {
  certifyViaApi,
  loginWithPuzzle,
  newUser,
  PNG_1X1,
  registerViaApi,
  smsCode,
} from '../support/account.ts';
import { expectToast, openPage } from '../support/browser.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';

withServerAndBrowser();

describe('account journeys', { timeout: 300_000 }, () => {
  test('register with the SMS code → certification dialog → /Auth submission', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    const user = newUser('reg');
    await page.goto('/login?mode=2');
    await page.getByText('企业', { exact: true }).click();
    await page.getByPlaceholder('请输入账号').fill(user.username);
    await page.getByPlaceholder('请输入手机号').fill(user.telephone);
    await page.getByTestId('captcha-button-2').click();
    await expectToast(page, '验证码已发送');
    assert.match(
      (await page.getByTestId('captcha-button-2').textContent()) ?? '',
      /^\d+秒后重新获取$/,
    );
    await page
      .getByPlaceholder('请输入验证码')
      .fill(await smsCode(server.baseUrl, user.telephone, 2));
    await page.getByPlaceholder('请输入密码').fill(user.password);

    // Terms unticked: the spec's message, and no account is created.
    await page.getByRole('button', { name: '注 册' }).click();
    await page.getByText('请阅读用户协议及平台须知').waitFor();
    await expectToast(page, '请检查填写信息');

    await page.getByTestId('register-agree').check();
    await page.getByRole('button', { name: '注 册' }).click();
    await page.getByText('注册成功，请完成实名认证').waitFor();
    assert.ok(await page.evaluate(() => localStorage.getItem('token')), 'token stored');

    await page.getByTestId('certify-auth-type').getByText('企业', { exact: true }).click();
    await page.getByTestId('certify-continue').click();
    await page.waitForURL(
      (url) => url.pathname === '/Auth' && url.searchParams.get('authType') === '2',
    );
    await page.getByTestId('verify-status').getByText('未认证').waitFor();

    await page.getByPlaceholder('请输入企业名称').fill('海峡新材料科技有限公司');
    await page.getByPlaceholder('请输入统一社会信用代码').fill('91350100MA2ABCDE12');
    await page
      .locator('.pt-material-slot input[type=file]')
      .first()
      .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await page.locator('.pt-material-slot .ant-upload-list-item-done').first().waitFor();
    await page.getByRole('button', { name: '提交认证' }).click();
    await expectToast(page, '提交成功');
    await page.getByTestId('verify-status').getByText('认证中').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('login by dragging the puzzle to the answer', async () => {
    const user = newUser('login');
    await registerViaApi(server.baseUrl, user, digestPassword);
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await page.goto('/login');
    const answer = await loginWithPuzzle(page, server.baseUrl, user);
    await page.getByTestId('slide-status').getByText('验证成功').waitFor();
    assert.equal(
      await page.getByTestId('slide-piece').evaluate((el) => getComputedStyle(el).transform),
      `matrix(1, 0, 0, 1, ${answer}, 0)`,
    );
    // authType 0: the certification dialog; "later" finishes the login.
    await page.getByText('您尚未完成实名认证').waitFor();
    await page.getByTestId('certify-later').click();
    await expectToast(page, '登录成功');
    await page.waitForURL((url) => url.pathname === '/');
    assert.equal(await page.getByTestId('greeting-name').textContent(), user.username);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a wrong puzzle shows 验证失败 and brings a new puzzle', async () => {
    const user = newUser('wrong');
    await registerViaApi(server.baseUrl, user, digestPassword);
    const { page, context } = await openPage(browser, server.baseUrl);
    await page.goto('/login');
    const next = page.waitForResponse((r) => r.url().includes('/client/api/slide/challenge'));
    await loginWithPuzzle(page, server.baseUrl, user, (answer) =>
      answer > 200 ? answer - 120 : answer + 120,
    );
    await page.getByTestId('slide-status').getByText('验证失败').waitFor();
    await expectToast(page, '验证失败');
    await next; // first challenge
    await page.waitForResponse((r) => r.url().includes('/client/api/slide/challenge'));
    await page.locator('[data-testid="slide-puzzle"][data-phase="ready"]').waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
    await context.close();
  });

  test('a guest opening /UserInfo logs in and comes back there', async () => {
    const user = newUser('guest');
    await registerViaApi(server.baseUrl, user, digestPassword);
    const { page, context } = await openPage(browser, server.baseUrl);
    await page.goto('/UserInfo');
    await page.waitForURL((url) => url.pathname === '/login');
    const redirect = new URL(page.url()).searchParams.get('redirect');
    assert.equal(redirect, '/UserInfo/Authentication');
    await loginWithPuzzle(page, server.baseUrl, user);
    await page.getByTestId('certify-later').click();
    await expectToast(page, '登录成功');
    await page.waitForURL((url) => url.pathname === '/UserInfo/Authentication');
    await page.getByTestId('verify-status').getByText('未认证').waitFor();
    await context.close();
  });

  test('a protected path keeps its query in redirect', async () => {
    const { page, context } = await openPage(browser, server.baseUrl);
    await page.goto('/Undertake?id=12');
    await page.waitForURL((url) => url.pathname === '/login');
    assert.equal(new URL(page.url()).searchParams.get('redirect'), '/Undertake?id=12');
    await context.close();
  });

  test('a password older than 30 days must be changed, then the user logs in again', async () => {
    const user = newUser('aged');
    const token = await registerViaApi(server.baseUrl, user, digestPassword);
    await certifyViaApi(server.baseUrl, token);
    await server.operator(['approve', '--username', user.username]);
    const aged = await fetch(`${server.baseUrl}/gateway/__test__/age-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: user.username, days: 31 }),
    });
    assert.equal(aged.status, 200);

    const { page, context } = await openPage(browser, server.baseUrl);
    await page.goto('/login');
    await loginWithPuzzle(page, server.baseUrl, user);
    const dialog = page.getByTestId('change-password-dialog');
    await page
      .getByTestId('password-expired')
      .getByText('您已超过30天未修改密码，请更换密码')
      .waitFor();
    assert.equal(await page.locator('.ant-modal-close').count(), 0, 'not closable');
    await page.keyboard.press('Escape');
    await page.getByTestId('password-expired').waitFor();

    const newPassword = 'xyz789@q';
    await page.getByPlaceholder('请输入旧密码').fill(user.password);
    await page.getByPlaceholder('请输入新密码').fill(newPassword);
    await page.getByRole('button', { name: '确认修改' }).click();
    await expectToast(page, '修改成功,请重新登录');
    await page.waitForURL((url) => url.pathname === '/login');
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
    await dialog.waitFor({ state: 'detached' });

    await loginWithPuzzle(page, server.baseUrl, { username: user.username, password: newPassword });
    await expectToast(page, '登录成功');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  test('logout ends the session and goes home', async () => {
    const user = newUser('bye');
    await registerViaApi(server.baseUrl, user, digestPassword);
    const { page, context } = await openPage(browser, server.baseUrl);
    await page.goto('/login');
    await loginWithPuzzle(page, server.baseUrl, user);
    await page.getByTestId('certify-later').click();
    await page.waitForURL((url) => url.pathname === '/');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    assert.ok(token);

    await page.getByRole('button', { name: '退出' }).click();
    await page.getByRole('link', { name: '登录', exact: true }).first().waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
    assert.equal(await page.evaluate(() => localStorage.getItem('userInfo')), null);
    const after = await fetch(`${server.baseUrl}/gateway/client/mine/auth/info`, {
      method: 'POST',
      headers: { Authorization: token ?? '', 'Content-Type': 'application/json' },
      body: '{}',
    });
    assert.equal(((await after.json()) as { code: number }).code, -401);
    await context.close();
  });
});
