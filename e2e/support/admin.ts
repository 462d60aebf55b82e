import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { dragPuzzle, slideAnswer } from './account.ts';
import { openPage } from './browser.ts';
import { overflowPastViewport } from './layout.ts';
import type { TestServer } from './server.ts';

/** Logs in at /admin/login as an operator: account, password, then the slide puzzle. */
export async function consoleLogin(
  page: Page,
  baseUrl: string,
  username: string,
  password: string,
): Promise<void> {
  await page.goto('/admin/');
  await page.waitForURL((url) => url.pathname === '/admin/login');
  await page.getByPlaceholder('请输入账号').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  const challenge = page.waitForResponse((r) => r.url().includes('/client/api/slide/challenge'));
  await page.getByRole('button', { name: '登 录' }).click();
  const body = (await (await challenge).json()) as { data: { challengeId: string } };
  await dragPuzzle(page, await slideAnswer(baseUrl, body.data.challengeId));
}

/** A new page logged in to the console as an operator, its dashboard shown. */
export async function openConsole(
  browser: Browser,
  baseUrl: string,
  username: string,
  password: string,
) {
  const opened = await openPage(browser, baseUrl);
  await consoleLogin(opened.page, baseUrl, username, password);
  await opened.page.getByTestId('dashboard').waitFor();
  return opened;
}

/** Creates a console operator with the operator command; `password` must be changed at first login. */
export async function createOperator(
  server: Pick<TestServer, 'operator'>,
  username: string,
  name: string,
  roles: string,
  password: string,
): Promise<void> {
  await server.operator([
    'admin-create',
    '--username',
    username,
    '--name',
    name,
    '--roles',
    roles,
    '--password',
    password,
  ]);
}

/** Fills and saves the forced first password change on /admin/password. */
export async function changeFirstPassword(
  page: Page,
  firstPassword: string,
  newPassword: string,
): Promise<void> {
  await page.getByPlaceholder('请输入原密码').fill(firstPassword);
  await page.getByPlaceholder('请输入新密码').fill(newPassword);
  await page.getByPlaceholder('请再次输入新密码').fill(newPassword);
  await page.getByRole('button', { name: '保 存' }).click();
}

/** A new operator's first login: the slide puzzle, the forced password change, the dashboard. */
export async function firstConsoleLogin(
  page: Page,
  baseUrl: string,
  username: string,
  firstPassword: string,
  newPassword: string,
): Promise<void> {
  await consoleLogin(page, baseUrl, username, firstPassword);
  await page.waitForURL((url) => url.pathname === '/admin/password');
  await changeFirstPassword(page, firstPassword, newPassword);
  await page.getByTestId('dashboard').waitFor();
}

/** A small phone's screen, the narrowest the console is laid out for. */
const SMALL_PHONE = { width: 360, height: 740 };

/**
 * Turns the page into a 360 px phone and opens each console screen: none may scroll sideways.
 * The page stays at that size.
 */
export async function expectConsoleScreensFit(page: Page, paths: string[]): Promise<void> {
  await page.setViewportSize(SMALL_PHONE);
  for (const path of paths) {
    await page.goto(path);
    await page.locator('.ad-content').waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await overflowPastViewport(page), 0, `${path} scrolls sideways`);
  }
}
