/**
 * Data collection and questionnaires (issue 15) in Chromium against the production build:
 * fill in a report from its definition, save a draft, submit it with confirmation and see it
 * read-only — a second submit (from another tab) is refused; answer an anonymous questionnaire
 * and see its result bars, which change when someone else answers.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type {
  QuestionnaireDetail,
  QuestionnaireItem,
  QuestionnaireResults,
  Page as ResultPage,
} from '@portal/shared/api/index';
import type { Locator, Page } from 'playwright-core';
import { callApi } from '../support/account.ts';
import { expectToast, openPage } from '../support/browser.ts';
import {
  fieldErrors,
  formItem,
  getApi,
  memberPage,
  newMember,
  pickOption,
} from '../support/home.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';

withServerAndBrowser();

/** The required fields of the enterprise R&D form (type 1) besides 企业名称. */
async function fillRequired(page: Page, form: Locator) {
  const input = (label: string) => formItem(page, form, label).locator('input');
  await input('统一社会信用代码').fill('91370100MA3C0E2E01');
  await pickOption(page, form, '所属行业', '新材料');
  await input('填报人').fill('王经理');
  await input('联系电话').fill('13805310009');
  await input('营业收入（万元）').fill('2680.5');
  await input('研发经费支出（万元）').fill('312');
  await input('研发人员数（人）').fill('46');
  await input('专利申请数（项）').fill('7');
}

async function confirmSubmit(page: Page) {
  const confirm = page.locator('.ant-modal-confirm');
  await confirm.getByText('请确认提交信息', { exact: false }).waitFor();
  assert.equal(await confirm.locator('.ant-modal-confirm-title').innerText(), '提示');
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
}

describe('collection journeys', { timeout: 300_000 }, () => {
  test('fill a report, save a draft, submit once; a second submit is refused', async () => {
    const member = await newMember(server.baseUrl, 'fill');
    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    await page.goto('/DataFillIn');
    const cards = page.getByTestId('collection-form-card');
    await cards.first().waitFor();
    assert.deepEqual(await cards.locator('h3').allInnerTexts(), [
      '企业研发数据',
      '高校院所成果转化数据',
      '技术合同数据',
    ]);
    await page.getByTestId('collection-status').first().getByText('未填报').waitFor();

    await cards.first().getByRole('button', { name: '去填报' }).click();
    await page.waitForURL((url) => url.pathname === '/InformationSubmission');
    const here = page.url();
    const form = page.getByTestId('report-form');
    await formItem(page, form, '企业名称').locator('input').fill('济南智研新材料有限公司');
    const staff = formItem(page, form, '研发人员数（人）').locator('input');
    await staff.fill('3.5');
    await staff.blur();
    await formItem(page, form, '研发人员数（人）').getByText('研发人员数请输入整数').waitFor();
    await staff.fill('');
    await page.getByTestId('save-draft').click();
    await expectToast(page, '保存成功');
    await page.getByTestId('draft-note').waitFor();

    // Submitting with required fields empty names each of them; nothing is sent.
    await page.getByTestId('submit-report').click();
    await formItem(page, form, '统一社会信用代码').getByText('请输入统一社会信用代码').waitFor();
    assert.ok((await fieldErrors(form)).includes('请选择所属行业'));
    assert.equal(await page.locator('.ant-modal-confirm').count(), 0);

    // A second tab holds the same draft, open before the first one submits.
    const other = await context.newPage();
    await other.goto(here);
    const otherForm = other.getByTestId('report-form');
    await otherForm.waitFor();
    assert.equal(
      await formItem(other, otherForm, '企业名称').locator('input').inputValue(),
      '济南智研新材料有限公司',
    );

    // The tab in front animates; antd's confirm and toast wait for animation frames.
    await page.bringToFront();
    await fillRequired(page, form);
    await page.getByTestId('submit-report').click();
    await confirmSubmit(page);
    await expectToast(page, '提交成功');
    const view = page.getByTestId('report-view');
    await view.getByText('数据已于').waitFor();
    await view.getByText('2680.5 万元').waitFor();
    assert.equal(await page.getByTestId('report-form').count(), 0);

    await other.bringToFront();
    await fillRequired(other, otherForm);
    await other.getByTestId('submit-report').click();
    await confirmSubmit(other);
    await expectToast(other, '本期数据已提交，不能重复提交');
    await other.getByTestId('report-view').waitFor();

    await page.goto('/DataFillIn');
    await page
      .getByTestId('collection-status')
      .filter({ hasText: '企业研发数据' })
      .first()
      .getByText('已提交')
      .waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('answer an anonymous questionnaire and see the results change', async () => {
    const list = await getApi<ResultPage<QuestionnaireItem>>(
      server.baseUrl,
      '/client/api/questionnaire/page',
    );
    const survey = list.data.records.find((q) => q.anonymous && q.open);
    assert.ok(survey, 'an open anonymous questionnaire is seeded');
    const members = list.data.records.find((q) => !q.anonymous && q.open);
    assert.ok(members, 'an open members-only questionnaire is seeded');

    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await page.goto('/TheForm');
    await page.getByTestId('questionnaire-item').first().waitFor();
    await page.goto(`/TheForm?id=${members.id}`);
    await page.getByText('后填写，每位会员填写一次').waitFor();

    await page.goto('/TheForm');
    await page.getByTestId('questionnaire-item').filter({ hasText: survey.title }).click();
    await page.waitForURL((url) => url.searchParams.get('id') === String(survey.id));
    const form = page.getByTestId('questionnaire-form');
    await form.waitFor();
    await page.getByTestId('questionnaire-submit').click();
    await form.getByText('第1题为必答题').waitFor();

    // The counts before: someone else answers through the API and gets the results.
    const detail = await getApi<QuestionnaireDetail>(
      server.baseUrl,
      '/client/api/questionnaire/detail',
      {
        id: survey.id,
      },
    );
    assert.deepEqual(
      detail.data.questions.map((q) => q.type),
      [1, 2, 1, 3],
    );
    const answers = detail.data.questions.map((q) =>
      q.type === 3
        ? { questionId: q.id, text: '希望多办对接会' }
        : { questionId: q.id, options: [0] },
    );
    const before = await callApi<QuestionnaireResults>(
      server.baseUrl,
      '/client/api/questionnaire/answer',
      { id: survey.id, answers, browserToken: 'e2eBrowserAAAAAAAAAAAAA' },
    );
    assert.equal(before.code, 1);
    const firstBefore = before.data.questions[0]!.options[0]!.count;

    for (const [i, q] of detail.data.questions.entries()) {
      const item = form.locator('.ant-form-item').nth(i);
      if (q.type === 1) await item.getByRole('radio', { name: q.options[0]!, exact: true }).check();
      if (q.type === 2) {
        await item.getByRole('checkbox', { name: q.options[0]!, exact: true }).check();
        await item.getByRole('checkbox', { name: q.options[1]!, exact: true }).check();
      }
      if (q.type === 3) await item.locator('textarea').fill('页面清晰');
    }
    await page.getByTestId('questionnaire-submit').click();
    await expectToast(page, '提交成功');
    const results = page.getByTestId('questionnaire-results');
    await results.waitFor();
    assert.equal(
      await results.getByTestId('response-count').innerText(),
      String(before.data.responseCount + 1),
    );
    const firstBar = results.getByTestId('result-bar').first();
    assert.match(await firstBar.innerText(), new RegExp(`${firstBefore + 1}票`));

    // Another browser answers the same: after a reload this browser sees the new counts.
    const again = await callApi<QuestionnaireResults>(
      server.baseUrl,
      '/client/api/questionnaire/answer',
      { id: survey.id, answers, browserToken: 'e2eBrowserBBBBBBBBBBBBB' },
    );
    assert.equal(again.code, 1);
    await page.reload();
    await page
      .getByTestId('response-count')
      .getByText(String(before.data.responseCount + 2), { exact: true })
      .waitFor();
    assert.match(
      await page.getByTestId('result-bar').first().innerText(),
      new RegExp(`${firstBefore + 2}票`),
    );
    // This browser cannot answer twice.
    assert.equal(await page.getByTestId('questionnaire-form').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
