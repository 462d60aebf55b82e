/** The result count of a list page: its 共 N 条 line (data-testid list-total). */
import type { Page } from 'playwright-core';

export async function listTotal(page: Page): Promise<number> {
  return Number((await page.getByTestId('list-total').locator('b').textContent()) ?? '');
}

/** Waits until the count reads `total` (it reads 共 — 条 until the list answers). */
export async function waitForListTotal(page: Page, total: number): Promise<void> {
  await page.waitForFunction(
    (n) => document.querySelector('[data-testid="list-total"] b')?.textContent === String(n),
    total,
  );
}
