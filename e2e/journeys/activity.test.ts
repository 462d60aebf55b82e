/**
 * Activity centre, help centre and rich-text journeys of issue #11 in Chromium against the
 * production build: browse activities by category (URL and results follow), open one, sign up
 * and see 已报名, a second sign-up (from a page opened before the first) refused with the
 * server's message; open the help centre and search; open 交易规则 from the footer.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type {
  ActionCategory,
  ActionItem,
  AdItem,
  Page as ApiPage,
  HelpCategory,
  SiteSettings,
} from '@portal/shared/api/index';
import type { Page } from 'playwright-core';
import { checkAccessibility, installAccessibilityGate } from '../support/a11y.ts';
import { expectToast, openPage, settled } from '../support/browser.ts';
import { formItem, getApi, memberPage, newMember, revealHomeSections } from '../support/home.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';
import { overflowPastViewport } from '../support/layout.ts';
import { listTotal, waitForListTotal } from '../support/list.ts';

withServerAndBrowser();

async function postApi<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}/gateway${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { data: T }).data;
}

/** Fills and sends the sign-up dialog. */
async function signUp(page: Page) {
  const dialog = page.getByTestId('sign-up-dialog').locator('.ant-modal');
  await settled(dialog);
  await formItem(page, dialog, '企业名称').locator('input').fill('烟台蓝海生物科技有限公司');
  await formItem(page, dialog, '联系人').locator('input').fill('孙丽');
  await formItem(page, dialog, '联系电话').locator('input').fill('13706350001');
  await dialog.getByRole('button', { name: '确认报名' }).click();
  return dialog;
}

describe('activity centre and help centre journeys', { timeout: 300_000 }, () => {
  test('browse activities by category: the URL and the list follow the filter', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await page.goto('/Activity');
    await page.getByTestId('activity-item').first().waitFor();
    const all = await postApi<ApiPage<ActionItem>>('/client/api/action/page', {});
    assert.equal(await listTotal(page), all.total);

    const cats = (await getApi<ActionCategory[]>(server.baseUrl, '/client/api/action/cat/all'))
      .data;
    const cat = cats[1]!;
    await page
      .getByTestId('filter-catId')
      .getByRole('button', { name: cat.catName, exact: true })
      .click();
    await page.waitForURL((url) => url.searchParams.get('catId') === String(cat.id));
    const byCat = await postApi<ApiPage<ActionItem>>('/client/api/action/page', {
      catId: cat.id,
    });
    await waitForListTotal(page, byCat.total);
    const tags = await page.getByTestId('activity-item').locator('.ant-tag').allInnerTexts();
    assert.ok(tags.includes(cat.catName));
    for (const name of await page.getByTestId('activity-title').allInnerTexts()) {
      assert.ok(
        byCat.records.some((item) => item.actionName === name),
        `${name} is in ${cat.catName}`,
      );
    }

    // Status 报名中: every card offers 立即报名 or says 已报名 (a guest sees 立即报名).
    await page.getByTestId('filter-status').getByRole('button', { name: '报名中' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === '1');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="activity-status"]')].every(
        (el) => el.textContent === '报名中',
      ),
    );

    // 活动时间: a preset range writes dateFrom/dateTo and the list follows the server's answer.
    await page.getByTestId('filter-dates').locator('.ant-picker').click();
    // The panel slides in: a preset clicked mid-motion can miss on a loaded machine.
    await settled(page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').first());
    await page.locator('.ant-picker-presets').getByText('未来三月').click();
    await page.waitForURL(
      (url) => url.searchParams.has('dateFrom') && url.searchParams.has('dateTo'),
    );
    const url = new URL(page.url());
    const byDates = await postApi<ApiPage<ActionItem>>('/client/api/action/page', {
      catId: cat.id,
      status: 1,
      dateFrom: url.searchParams.get('dateFrom'),
      dateTo: url.searchParams.get('dateTo'),
    });
    await waitForListTotal(page, byDates.total);
    await page.getByTestId('filter-dates').getByRole('button', { name: '不限' }).click();
    await page.waitForURL((u) => !u.searchParams.has('dateFrom'));

    // The category page: the same list with the category fixed.
    await page.goto(`/Activity/ActivityCats?catId=${cat.id}`);
    await page.getByTestId('activity-cat-name').getByText(cat.catName).waitFor();
    await page.getByTestId('activity-item').first().waitFor();
    assert.equal(await listTotal(page), byCat.total);
    assert.equal(await page.getByTestId('filter-catId').count(), 0);

    // An unknown activity shows the not-found state.
    await page.goto('/ActivityDetail?id=987654');
    await page.getByTestId('detail-not-found').waitFor();
    await context.close();
    assert.deepEqual(errors, []);
  });

  test('open an activity, sign up and see 已报名; a second sign-up is refused', async () => {
    const member = await newMember(server.baseUrl, 'act');
    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    const open = (
      await postApi<ApiPage<ActionItem>>('/client/api/action/page', { status: 1, pageSize: 100 })
    ).records.find((item) => item.maxSignups === null || item.signCount < item.maxSignups);
    assert.ok(open, 'an activity open for sign-up');
    await page.goto(`/Activity?status=1&keyword=${encodeURIComponent(open.actionName)}`);
    await page.getByTestId('activity-title').filter({ hasText: open.actionName }).first().click();
    await page.waitForURL(
      (url) => url.pathname === '/ActivityDetail' && url.searchParams.get('id') === String(open.id),
    );
    const detail = page.getByTestId('activity-detail');
    await detail.getByTestId('detail-title').getByText(open.actionName).waitFor();
    await detail.getByTestId('activity-status').getByText('报名中').waitFor();
    await page.getByTestId('activity-recommend').waitFor();

    // A second tab opened before the sign-up still offers 立即报名.
    const stale = await context.newPage();
    installAccessibilityGate(stale, context);
    await stale.goto(page.url());
    await stale.getByTestId('sign-up-button').waitFor();

    // The tab in front is the one that animates: a tab left behind may get no animation frames,
    // and antd's dialog and toast wait for them (this step timed out in loaded full runs).
    await page.bringToFront();
    await detail.getByTestId('sign-up-button').click();
    const dialog = await signUp(page);
    await expectToast(page, '提交成功');
    await dialog.waitFor({ state: 'hidden' });
    await detail.getByTestId('signed-up').getByText('已报名').waitFor();
    assert.equal(await detail.getByTestId('sign-up-button').count(), 0);
    await page
      .getByTestId('activity-capacity')
      .getByText(`已报名 ${open.signCount + 1} 人`)
      .waitFor();

    await stale.bringToFront();
    await stale.getByTestId('sign-up-button').click();
    await signUp(stale);
    await expectToast(stale, '您已报名该活动，请勿重复报名');
    const mine = await getApi<ApiPage<{ actionId: number }>>(
      server.baseUrl,
      '/client/mine/action/sign/list',
      {},
      member.token,
    );
    assert.equal(mine.data.records.filter((row) => row.actionId === open.id).length, 1);

    // Back in the list the card says 已报名 too.
    await page.goto(`/Activity?keyword=${encodeURIComponent(open.actionName)}`);
    await page
      .locator(`[data-testid="activity-item"][data-id="${open.id}"]`)
      .getByTestId('signed-up')
      .waitFor();
    await context.close();
    assert.deepEqual(errors, []);
  });

  test('open the help centre from the footer and search it', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await page.goto('/Activity');
    await page.locator('.pt-footer').getByRole('link', { name: '帮助中心' }).click();
    await page.waitForURL((url) => url.pathname === '/HelpCenter');
    await page.getByTestId('help-overview').waitFor();
    const all = (await getApi<HelpCategory[]>(server.baseUrl, '/client/api/b/list')).data;
    assert.equal(
      await page.getByTestId('help-article-link').count(),
      all.flatMap((c) => c.articles).length,
    );

    await page.getByTestId('help-search').locator('input').fill('竞价');
    await page.getByTestId('help-search').locator('input').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('keyword') === '竞价');
    const found = (
      await getApi<HelpCategory[]>(server.baseUrl, '/client/api/b/list', { keyword: '竞价' })
    ).data.flatMap((c) => c.articles);
    await page.waitForFunction(
      (expected) =>
        document.querySelectorAll('[data-testid="help-article-link"]').length === expected,
      found.length,
    );
    await page.getByTestId('help-article-link').filter({ hasText: '竞价交易规则' }).click();
    await page.waitForURL((url) => url.searchParams.has('id'));
    await page.getByTestId('detail-title').getByText('竞价交易规则').waitFor();
    await page.getByTestId('article').getByText('加价幅度').first().waitFor();

    await page.getByTestId('help-search').locator('input').fill('量子纠缠望远镜');
    await page.getByTestId('help-search').locator('input').press('Enter');
    await page.getByTestId('help-empty').waitFor();
    await context.close();
    assert.deepEqual(errors, []);
  });

  test('phones at 360 px: the screens never scroll sideways; the sign-up dialog fits', async () => {
    const member = await newMember(server.baseUrl, 'actp');
    const { page, context, errors } = await memberPage(browser, server.baseUrl, member, {
      width: 360,
      height: 740,
    });
    const open = (
      await postApi<ApiPage<ActionItem>>('/client/api/action/page', { status: 1, pageSize: 1 })
    ).records[0]!;
    const screens = [
      '/Activity',
      `/Activity/ActivityCats?catId=${open.catId}`,
      `/ActivityDetail?catId=${open.catId}&id=${open.id}`,
      '/HelpCenter',
      '/HelpCenter?id=1',
      '/RichText?id=1',
    ];
    for (const screen of screens) {
      await page.goto(screen);
      await page.waitForLoadState('networkidle');
      assert.equal(await overflowPastViewport(page), 0, `${screen} scrolls sideways`);
    }
    await page.goto(`/ActivityDetail?catId=${open.catId}&id=${open.id}`);
    await page.getByTestId('activity-detail').getByTestId('sign-up-button').click();
    const dialog = page.getByTestId('sign-up-dialog').locator('.ant-modal');
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 360, 'the dialog fits the screen');
    await context.close();
    assert.deepEqual(errors, []);
  });

  test('open 交易规则 from the footer', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await page.goto('/');
    // The home page renders its lower blocks when scrolled near: scrolling to the footer for the
    // click would grow the page under the pointer (a click lost, no tab opened, at load 9–10).
    await revealHomeSections(page);
    const settings = (await getApi<SiteSettings>(server.baseUrl, '/client/api/settings/site')).data;
    assert.match(settings.tradeRulesUrl, /^\/RichText\?id=\d+$/);
    const [rules] = await Promise.all([
      context.waitForEvent('page'),
      page.locator('.pt-footer').getByRole('link', { name: '交易规则' }).click(),
    ]);
    await rules.waitForURL((url) => url.pathname === '/RichText');
    await rules.getByTestId('detail-title').getByText('科技成果转化服务平台交易规则').waitFor();
    await rules.getByText('第一章 总则').waitFor();
    await rules.waitForLoadState('networkidle');
    await checkAccessibility(rules);

    // An article ad (detailType 3) has its page; another ad has none.
    const ads = (
      await getApi<AdItem[]>(server.baseUrl, '/client/api/ad/list', { positionType: 21 })
    ).data;
    const article = ads.find((ad) => ad.detailType === 3);
    const other = ads.find((ad) => ad.detailType !== 3);
    assert.ok(article && other, 'an article ad and another ad');
    await page.goto(`/AdDetail?id=${article.id}`);
    await page.getByTestId('detail-title').getByText(article.title).waitFor();
    await page.goto(`/AdDetail?id=${other.id}`);
    await page.getByTestId('detail-not-found').waitFor();
    await context.close();
    assert.deepEqual(errors, []);
  });
});
