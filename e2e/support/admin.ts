import type { Page } from 'playwright-core';
import { dragPuzzle, slideAnswer } from './account.ts';

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
