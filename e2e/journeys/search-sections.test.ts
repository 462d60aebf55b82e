/**
 * Site search into the service hall and the research resources (issue 10, "Site search catTypes
 * 2, 8, 9, 10, 11 land on these details"; providers 5 and talents 6 added) in Chromium against
 * the production build: a guest searches a record's name by category, sees the hit highlighted
 * in its active tab with its count, and opens it on its section's (public) detail screen.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type {
  ProviderItem,
  ResourceItem,
  Page as ResultPage,
  ServiceItem,
  TalentItem,
} from '@portal/shared/api/index';
import type { Page } from 'playwright-core';
import { openPage } from '../support/browser.ts';
import { getApi } from '../support/home.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';

withServerAndBrowser();

async function firstOf<T>(path: string, query: Record<string, string | number> = {}) {
  const res = await getApi<ResultPage<T>>(server.baseUrl, path, { pageSize: 1, ...query });
  assert.equal(res.code, 1, res.msg);
  const item = res.data.records[0];
  assert.ok(item, `${path} has a record`);
  return item;
}

/** A whole text, not a part of a longer one (西湖大学 is not 西湖大学医学院). */
const exactly = (text: string) =>
  new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/** Searches `name` in category `catType`, opens its hit and checks the detail it lands on. */
async function searchInto(page: Page, catType: number, name: string, id: number, detail: string) {
  await page.goto(`/Search?catType=${catType}&searchContent=${encodeURIComponent(name)}`);
  // The category's tab is the active one, with its count.
  await page
    .locator('.ant-tabs-tab-active')
    .getByTestId(`search-tab-${catType}`)
    .getByText(/（\d+\+?）/)
    .waitFor();
  const hit = page
    .getByTestId('search-hit')
    .filter({ has: page.locator('.sr-hit__title', { hasText: exactly(name) }) })
    .first();
  await hit.waitFor();
  assert.ok((await hit.locator('em').count()) > 0, 'the matched words are highlighted');
  await hit.locator('.sr-hit__title').click();
  await page.waitForURL((url) => url.pathname.endsWith(`/${detail}`));
  assert.equal(new URL(page.url()).searchParams.get('id'), String(id));
  assert.equal((await page.getByTestId('detail-title').first().textContent())?.trim(), name);
}

describe('site search into the hall and resources', { timeout: 300_000 }, () => {
  test('catTypes 8–11 open the resource details', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    const kinds = [
      [8, 'database', 'DataBaseDetail'],
      [9, 'sample', 'SampleBaseDetail'],
      [10, 'base', 'TestBaseDetail'],
      [11, 'instrument', 'TestDeviceDetail'],
    ] as const;
    for (const [catType, kind, detail] of kinds) {
      const item = await firstOf<ResourceItem>(`/client/api/resource/${kind}/page`);
      await searchInto(page, catType, item.name, item.id, detail);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('catTypes 2, 5 and 6 open a service product, a provider in its section, a talent', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    const product = await firstOf<ServiceItem>('/client/api/server/page');
    await searchInto(page, 2, product.serviceName, product.id, 'ServiceDetail');
    // A university opens as the hall opens it (/NewCollegesDetail), a VIP unit on the VIP units'.
    for (const [authType, detail] of [
      [3, 'NewCollegesDetail'],
      [7, 'VipUnitDetail'],
    ] as const) {
      const org = await firstOf<ProviderItem>('/client/api/provider/page', { authType });
      await searchInto(page, 5, org.orgName, org.id, detail);
    }
    const talent = await firstOf<TalentItem>('/client/api/talent/page');
    await searchInto(page, 6, talent.name, talent.id, 'ExpertDetail');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
