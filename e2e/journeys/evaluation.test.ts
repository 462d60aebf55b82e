/**
 * Technology evaluation journeys (issue #11) in Chromium against the production build: a guest
 * reads what evaluation is, the agencies and the reports, filters the report list; a member
 * requests an evaluation, sees it 待受理, is refused a second one for the same outcome, and
 * withdraws it; the report detail shows its agency and experts.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type {
  EvaluationOverview,
  EvaluationReportItem,
  Page as ResultPage,
} from '@portal/shared/api/index';
import { expectToast, openPage, settled } from '../support/browser.ts';
import {
  fieldErrors,
  formItem,
  getApi,
  memberPage,
  newMember,
  pickOption,
} from '../support/home.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';
import { waitForListTotal } from '../support/list.ts';

withServerAndBrowser();

describe('technology evaluation journeys', { timeout: 240_000 }, () => {
  test('a guest reads the overview and filters the reports; the detail asks for a login', async () => {
    const { page, context } = await openPage(browser, server.baseUrl);
    await page.goto('/Technicalevaluation');
    const overview = await getApi<EvaluationOverview>(
      server.baseUrl,
      '/client/api/evaluation/overview',
    );
    const stats = page.getByTestId('evaluation-stats');
    await stats.getByText(String(overview.data.reportCount), { exact: true }).waitFor();
    assert.equal(await page.getByTestId('agency-card').count(), overview.data.agencyCount);
    assert.equal(await page.getByTestId('report-card').count(), 4);
    assert.equal(await page.getByTestId('my-evaluation-request').count(), 0);

    await page.getByRole('link', { name: '查看评价报告' }).click();
    await page.waitForURL((url) => url.pathname === '/TechnicalList');
    await page.getByTestId('report-card').first().waitFor();
    await waitForListTotal(page, overview.data.reportCount);
    await page
      .getByTestId('filter-level')
      .getByRole('button', { name: '国内领先', exact: true })
      .click();
    await page.waitForURL((url) => url.searchParams.get('level') === '3');
    const byLevel = await getApi<ResultPage<EvaluationReportItem>>(
      server.baseUrl,
      '/client/api/evaluation/report/page',
      { level: 3 },
    );
    await waitForListTotal(page, byLevel.data.total);
    const tags = await page.getByTestId('report-card').locator('.ant-tag').allInnerTexts();
    assert.ok(tags.filter((t) => t === '国内领先').length >= Math.min(byLevel.data.total, 10));

    // A report needs login (spec §4): the guest is told so where he clicked, then logs in.
    const listPath = new URL(page.url()).pathname;
    await page.getByTestId('report-title').first().click();
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.getByText(/^登录后即可查看.+。$/).waitFor();
    assert.equal(new URL(page.url()).pathname, listPath, 'the guest stays where he clicked');
    await dialog.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });

  test('a member requests an evaluation, sees it 待受理, is refused a second and withdraws it', async () => {
    const member = await newMember(server.baseUrl, 'eval');
    const { page, context } = await memberPage(browser, server.baseUrl, member);
    await page.goto('/Technicalevaluation');
    await page.getByText('暂无评价申请').waitFor();
    await page.getByRole('button', { name: '申请技术评价' }).click();
    const dialog = page.getByTestId('evaluation-dialog');
    await settled(dialog.locator('.ant-modal'));
    await dialog.getByRole('button', { name: '提交申请' }).click();
    const errors = await fieldErrors(dialog);
    assert.ok(errors.includes('请选择评价类型'), errors.join());
    assert.ok(errors.includes('请输入成果名称'));
    assert.ok(errors.includes('请输入评价目的及成果简介'));

    await pickOption(page, dialog, '评价类型', '技术成熟度评价');
    await formItem(page, dialog, '成果名称')
      .locator('input')
      .fill('海水淡化反渗透膜低能耗制备技术');
    await formItem(page, dialog, '申请单位').locator('input').fill('青岛海拓膜科技有限公司');
    await formItem(page, dialog, '联系人').locator('input').fill('王工');
    await formItem(page, dialog, '联系电话').locator('input').fill('13905320001');
    await formItem(page, dialog, '评价目的及成果简介')
      .locator('textarea')
      .fill('成果完成中试，希望明确技术成熟度等级，为产业化决策提供依据。');
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await expectToast(page, '提交成功');
    const mine = page.getByTestId('my-evaluation-request');
    await mine.first().waitFor();
    assert.equal(await mine.count(), 1);
    assert.equal(await mine.getByTestId('request-status').innerText(), '待受理');

    // The same outcome again: the server's 409 message, nothing new listed.
    await page.getByRole('button', { name: '申请技术评价' }).click();
    await settled(dialog.locator('.ant-modal'));
    await pickOption(page, dialog, '评价类型', '科技成果评价');
    await formItem(page, dialog, '成果名称')
      .locator('input')
      .fill('海水淡化反渗透膜低能耗制备技术');
    await formItem(page, dialog, '申请单位').locator('input').fill('青岛海拓膜科技有限公司');
    await formItem(page, dialog, '联系人').locator('input').fill('王工');
    await formItem(page, dialog, '联系电话').locator('input').fill('13905320001');
    await formItem(page, dialog, '评价目的及成果简介').locator('textarea').fill('再次申请。');
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await expectToast(page, '该成果已有进行中的评价申请，请勿重复提交');
    await dialog.getByRole('button', { name: /^取\s?消$/ }).click();
    assert.equal(await mine.count(), 1);

    await mine.getByRole('button', { name: /^撤\s?回$/ }).click();
    await page.getByRole('button', { name: /^确\s?定$/ }).click();
    await expectToast(page, '已撤回');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="request-status"]')?.textContent === '已撤回',
    );
    await context.close();
  });

  test('a member reads a report: conclusion, experts, agency and related reports', async () => {
    const member = await newMember(server.baseUrl, 'evalr');
    const { page, context } = await memberPage(browser, server.baseUrl, member, {
      width: 390,
      height: 844,
    });
    const first = await getApi<ResultPage<EvaluationReportItem>>(
      server.baseUrl,
      '/client/api/evaluation/report/page',
      { pageSize: 1 },
    );
    const report = first.data.records[0]!;
    await page.goto(`/TechnicalDetail?id=${report.id}`);
    await page.getByTestId('report-detail').waitFor();
    assert.equal(await page.getByTestId('detail-title').innerText(), report.title);
    await page.getByText(report.reportNo).first().waitFor();
    await page.getByText(report.levelName).first().waitFor();
    await page.getByTestId('agency-card').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    assert.ok(overflow <= 0, `page wider than the phone by ${overflow}px`);
    await context.close();
  });
});
