import type { Page } from 'playwright-core';
import { dragPuzzle, slideAnswer } from './account.ts';
import { expectToast } from './browser.ts';

/** Signs in at /merchant/login with a portal account: password, then the slide puzzle. */
export async function merchantLogin(
  page: Page,
  baseUrl: string,
  user: { username: string; password: string },
): Promise<void> {
  await page.goto('/merchant/');
  await page.waitForURL((url) => url.pathname === '/merchant/login');
  const form = page.getByTestId('merchant-account-login');
  await form.getByPlaceholder('请输入平台账号').fill(user.username);
  await form.getByPlaceholder('请输入密码').fill(user.password);
  const challenge = page.waitForResponse((r) => r.url().includes('/client/api/slide/challenge'));
  await form.locator('button[type="submit"]').click();
  const body = (await (await challenge).json()) as { data: { challengeId: string } };
  await dragPuzzle(page, await slideAnswer(baseUrl, body.data.challengeId));
  await expectToast(page, '登录成功');
  await page.waitForURL((url) => /^\/merchant\/?$/.test(url.pathname));
}

/** How far `page` scrolls sideways (0 when it fits the viewport). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
