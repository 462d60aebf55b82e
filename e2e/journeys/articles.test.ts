/**
 * Article journeys of issue #11 in Chromium against the production build: read news and a
 * viewpoint (list → detail → next), filter news by category, open a success case, open the
 * government information disclosure from the header nav, filter it and read a document; at
 * 390 px the lists are one column.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type {
  ArticleDetail,
  ArticleItem,
  CaseItem,
  DisclosureItem,
  Page as ResultPage,
} from '@portal/shared/api/index';
import { formatWan } from '@portal/shared/format';
import { openPage } from '../support/browser.ts';
import { getApi } from '../support/home.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';
import { overflowPastViewport } from '../support/layout.ts';
import { listTotal, waitForListTotal } from '../support/list.ts';

type PwPage = import('playwright-core').Page;

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 740 };

withServerAndBrowser();

const idOf = (page: PwPage) => Number(new URL(page.url()).searchParams.get('id'));

describe('article journeys', { timeout: 300_000 }, () => {
  test('read news: category filter, detail with author and source, then the next one', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await page.goto('/News');
    await page.getByTestId('article-card').first().waitFor();
    const all = await getApi<ResultPage<ArticleItem>>(server.baseUrl, '/client/api/news/page');
    assert.equal(await listTotal(page), all.data.total);

    await page.getByTestId('filter-newsType').getByRole('button', { name: '通知公告' }).click();
    await page.waitForURL((url) => url.searchParams.get('newsType') === '2');
    const notices = await getApi<ResultPage<ArticleItem>>(server.baseUrl, '/client/api/news/page', {
      newsType: 2,
    });
    await waitForListTotal(page, notices.data.total);
    assert.ok(notices.data.total < all.data.total);

    const first = notices.data.records[0]!;
    await page.getByTestId('article-title').first().click();
    await page.waitForURL(/\/NewsDetail\?id=/);
    assert.equal(idOf(page), first.id);
    const title = page.getByTestId('detail-title');
    assert.equal(await title.textContent(), first.title);
    const detail = page.getByTestId('news-detail');
    assert.ok((await detail.textContent())?.includes(`来源：${first.source}`));
    if (first.author) assert.ok((await detail.textContent())?.includes(`作者：${first.author}`));
    await page.getByTestId('article-content').locator('p').first().waitFor();

    const api = await getApi<ArticleDetail>(server.baseUrl, '/client/api/news/detail', {
      id: first.id,
    });
    assert.ok(api.data.next, 'the first notice has an older news item');
    await page.getByTestId('article-next').getByRole('link').click();
    await page.waitForURL((url) => url.searchParams.get('id') === String(api.data.next!.id));
    await page.waitForFunction(
      (t) => document.querySelector('[data-testid="detail-title"]')?.textContent === t,
      api.data.next!.title,
    );
    // And back again with 上一篇.
    await page.getByTestId('article-prev').getByRole('link').click();
    await page.waitForURL((url) => url.searchParams.get('id') === String(first.id));
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('read a viewpoint from the list, then the next one', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await page.goto('/Views');
    const card = page.getByTestId('article-card').nth(1);
    await card.waitFor();
    const name = (await card.getByTestId('article-title').textContent()) ?? '';
    await card.getByTestId('article-title').click();
    await page.waitForURL(/\/ViewsDetail\?id=/);
    assert.equal(await page.getByTestId('detail-title').textContent(), name);
    const view = await getApi<ArticleDetail>(server.baseUrl, '/client/api/view/detail', {
      id: idOf(page),
    });
    const text = (await page.getByTestId('view-detail').textContent()) ?? '';
    assert.ok(text.includes(`作者：${view.data.author}`) && text.includes(view.data.source));
    await page.getByTestId('related').waitFor();
    await page.getByTestId('article-next').getByRole('link').click();
    await page.waitForURL((url) => url.searchParams.get('id') === String(view.data.next!.id));
    await page.waitForFunction(
      (t) => document.querySelector('[data-testid="detail-title"]')?.textContent === t,
      view.data.next!.title,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('open a success case: parties, amount in 万元 and the story', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await page.goto('/Successfulcases');
    await page.getByTestId('case-card').first().waitFor();
    const cases = await getApi<ResultPage<CaseItem>>(server.baseUrl, '/client/api/case/page');
    assert.equal(await listTotal(page), cases.data.total);
    const first = cases.data.records[0]!;
    await page.getByTestId('case-title').first().click();
    await page.waitForURL(/\/SuccessDetail\?id=/);
    const detail = page.getByTestId('case-detail');
    await detail.getByTestId('article-content').waitFor();
    const text = (await detail.textContent()) ?? '';
    for (const part of [first.transferor, first.transferee, formatWan(first.amount), '转化过程']) {
      assert.ok(text.includes(part), `the case shows ${part}`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('government information disclosure from the header nav: filter and read', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await page.goto('/');
    await page.locator('.pt-header nav').getByRole('link', { name: '政府信息公开' }).click();
    await page.waitForURL((url) => url.pathname === '/Disclosure');
    await page.getByTestId('disclosure-card').first().waitFor();
    assert.equal(await listTotal(page), 40);

    await page.getByTestId('filter-category').getByRole('button', { name: '政策文件' }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === '2');
    const issuerRow = page.getByTestId('filter-issuer');
    const issuer = '山东省科学技术厅';
    await issuerRow.getByRole('button', { name: issuer, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('issuer') === issuer);
    const expected = await getApi<ResultPage<DisclosureItem>>(
      server.baseUrl,
      '/client/api/disclosure/page',
      { category: 2, issuer },
    );
    await waitForListTotal(page, expected.data.total);
    // Clear the issuer again: the category stays.
    await issuerRow.getByRole('button', { name: '不限' }).click();
    await page.waitForURL((url) => !url.searchParams.has('issuer'));
    assert.equal(new URL(page.url()).searchParams.get('category'), '2');

    const doc = (
      await getApi<ResultPage<DisclosureItem>>(server.baseUrl, '/client/api/disclosure/page', {
        category: 2,
      })
    ).data.records[0]!;
    // The list answers for the cleared filter before the first row is the one to open.
    const first = page.getByTestId('disclosure-title').first();
    await page.waitForFunction(
      (title) =>
        document.querySelector('[data-testid="disclosure-title"]')?.textContent?.includes(title),
      doc.title,
    );
    await first.click();
    await page.waitForURL(/\/DisclosureDetail\?id=/);
    const detail = page.getByTestId('disclosure-detail');
    await detail.getByTestId('article-content').waitFor();
    const text = (await detail.textContent()) ?? '';
    for (const part of [doc.indexNo, doc.issuer, doc.writtenDate, doc.subjectWords, doc.docNo]) {
      assert.ok(text.includes(part), `the document shows ${part}`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('at 390 px every article list is one column and nothing scrolls sideways', async () => {
    const { page, context } = await openPage(browser, server.baseUrl, PHONE);
    for (const [path, card] of [
      ['/News', 'article-card'],
      ['/Views', 'article-card'],
      ['/Successfulcases', 'case-card'],
      ['/Disclosure', 'disclosure-card'],
    ] as const) {
      await page.goto(path);
      const cards = page.getByTestId(card);
      await cards.nth(1).waitFor();
      const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
      assert.ok(a && b && b.y >= a.y + a.height - 1, `${path}: one card per row`);
      assert.ok(a.x >= 0 && a.x + a.width <= PHONE.width, `${path}: the card fits the width`);
      assert.equal(await overflowPastViewport(page), 0, `${path} scrolls sideways`);
    }
    await context.close();
  });

  test('at 360 px no article screen scrolls sideways', async () => {
    const { page, context } = await openPage(browser, server.baseUrl, SMALL_PHONE);
    for (const path of [
      '/News',
      '/NewsDetail?id=1',
      '/Views',
      '/ViewsDetail?id=1',
      '/Successfulcases',
      '/SuccessDetail?id=1',
      '/Disclosure',
      '/DisclosureDetail?id=1',
    ]) {
      await page.goto(path);
      await page
        .locator('[data-testid="article-content"], [data-testid="market-list"] .mk-card')
        .first()
        .waitFor();
      assert.equal(await overflowPastViewport(page), 0, `${path} scrolls sideways`);
    }
    await context.close();
  });
});
