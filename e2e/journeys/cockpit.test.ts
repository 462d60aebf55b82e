/**
 * Data cockpit journeys of issue #15 in Chromium against the production build: the cockpit
 * draws its charts (canvases, the province map from the shipped GeoJSON) with numbers equal to
 * the public lists' totals, and ECharts loads on the cockpit screens only; /DataDetail shows an
 * indicator's table and downloads it as CSV; /CockpitContent opens a topic from the content
 * menu; /Technological follows its year and quarter selectors.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import type {
  CockpitOverview,
  MarketReport,
  OutcomeItem,
  Page as ResultPage,
} from '@portal/shared/api/index';
import type { Page } from 'playwright-core';
import { openPage } from '../support/browser.ts';
import { getApi } from '../support/home.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';
import { waitForListTotal } from '../support/list.ts';

withServerAndBrowser();

const outcomeTotal = async (query: Record<string, string | number> = {}) =>
  (
    await getApi<ResultPage<OutcomeItem>>(server.baseUrl, '/client/api/outcome/page', {
      pageSize: 1,
      ...query,
    })
  ).data.total;

const digits = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** Script URLs the page loads from now on, with whether each holds ECharts' code. */
function scriptsOf(page: Page) {
  const scripts: Promise<{ url: string; echarts: boolean }>[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    scripts.push(
      response
        .text()
        .then((body) => ({ url: response.url(), echarts: body.includes('registerMap') })),
    );
  });
  return () => Promise.all(scripts);
}

describe('data cockpit journeys', { timeout: 300_000 }, () => {
  test('the cockpit draws its charts with numbers equal to the lists; ECharts stays off home', async () => {
    const {
      page: home,
      context: homeContext,
      errors: homeErrors,
    } = await openPage(browser, server.baseUrl);
    const homeScripts = scriptsOf(home);
    await home.goto('/');
    await home.getByTestId('home-banner').waitFor();
    await home.waitForLoadState('networkidle');
    const onHome = await homeScripts();
    assert.ok(onHome.length > 0);
    assert.deepEqual(
      onHome.filter((s) => s.echarts).map((s) => s.url),
      [],
      'the home page loads no ECharts code',
    );
    assert.deepEqual(homeErrors, []);
    await homeContext.close();

    const { page, context, errors } = await openPage(browser, server.baseUrl);
    const cockpitScripts = scriptsOf(page);
    const mapLoaded = page.waitForResponse((r) => r.url().endsWith('/geo/shandong.json'));
    await page.goto('/DataCockpit');
    const tile = page.getByTestId('tile-outcomes');
    await tile.waitFor();
    assert.equal((await mapLoaded).status(), 200);
    const overview = await getApi<CockpitOverview>(server.baseUrl, '/client/api/cockpit/overview');
    const panels = overview.data.indicators.length;
    assert.ok(panels >= 12);
    await page.waitForFunction(
      (n) => document.querySelectorAll('.ck-chart canvas').length >= n,
      panels,
    );
    assert.ok(
      (await cockpitScripts()).some((s) => s.echarts),
      'the cockpit loads ECharts',
    );

    // The headline number is the outcome list's total, and its link opens that list.
    const total = await outcomeTotal();
    assert.ok(total > 0);
    assert.equal(digits(await tile.textContent()), total);
    const onMap = page.getByTestId('indicator-2').getByRole('img', { name: '科技成果地区分布' });
    await onMap.locator('canvas').waitFor();

    // Narrowed to 济南市, the number follows the list narrowed the same way, and so does its link.
    await page.getByTestId('cockpit-city').selectOption({ label: '济南市' });
    await page.waitForURL((url) => url.searchParams.get('regionCode') === '3701');
    const jinan = await outcomeTotal({ regionCode: '3701' });
    assert.ok(jinan > 0 && jinan < total);
    await page.waitForFunction(
      (n) => document.querySelector('[data-testid="tile-outcomes"]')?.textContent === String(n),
      jinan,
    );
    await tile.click();
    await page.waitForURL(
      (url) => url.pathname === '/Project/Outcome' && url.searchParams.get('regionCode') === '3701',
    );
    await waitForListTotal(page, jinan);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('/DataDetail shows an indicator as chart and table and downloads it as CSV', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await page.goto('/DataDetail?id=2');
    await page.getByTestId('data-detail').waitFor();
    await page.locator('.ck-chart canvas').first().waitFor();
    const total = await outcomeTotal();
    assert.equal(digits(await page.getByTestId('stat-total-0').textContent()), total);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('csv-download').click(),
    ]);
    assert.equal(download.suggestedFilename(), '科技成果地区分布.csv');
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\ufeff/, '');
    const lines = csv.trim().split('\r\n');
    assert.equal(lines[0], '城市,科技成果（项）');
    assert.ok(lines.some((l) => l.startsWith('济南市,')));
    const sum = lines.slice(1).reduce((s, l) => s + Number(l.split(',')[1]), 0);
    assert.equal(sum, total);
    // A city's row equals the outcome list narrowed to that city.
    const jinan = Number(lines.find((l) => l.startsWith('济南市,'))!.split(',')[1]);
    assert.equal(jinan, await outcomeTotal({ regionCode: '3701' }));

    await page.goto('/DataDetail?id=999');
    await page.getByTestId('detail-not-found').getByText('该指标不存在').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('/CockpitContent opens a topic from the content menu; /Technological follows its selectors', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await page.goto('/CockpitContent?type=1');
    await page.getByTestId('indicator-1').waitFor();
    await page
      .getByRole('navigation', { name: '驾驶舱专题' })
      .getByRole('link', { name: /交易数据/ })
      .click();
    await page.waitForURL((url) => url.searchParams.get('type') === '3');
    await page.getByTestId('indicator-5').waitFor();
    assert.equal(await page.locator('[data-testid^="indicator-"]').count(), 3);

    await page.goto('/Technological');
    await page.getByTestId('figure-deals').waitFor();
    await page.getByTestId('report-quarter').selectOption({ label: '第三季度' });
    await page.waitForURL((url) => url.searchParams.get('quarter') === '3');
    const report = await getApi<MarketReport>(server.baseUrl, '/client/api/cockpit/market/report', {
      quarter: 3,
    });
    const deals = report.data.figures.find((f) => f.key === 'deals')!;
    await page.getByText(`统计期间：${report.data.from} 至 ${report.data.to}`).waitFor();
    assert.equal(
      digits(await page.getByTestId('figure-deals').locator('.ck-figure__value').textContent()),
      deals.value,
    );

    await page.goto('/ResultsData');
    const resultsTotal = page.getByTestId('results-total');
    await resultsTotal.waitFor();
    assert.equal(digits(await resultsTotal.textContent()), await outcomeTotal());
    assert.deepEqual(errors, []);
    await context.close();
  });
});
