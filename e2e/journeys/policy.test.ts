/**
 * Policy journeys of issue #11 in Chromium against the production build: filter the policy
 * overview (URL and results follow), read a policy and collect it, read a policy document's
 * full text, apply for an open policy with an attachment and see the application pending on
 * /MyPolicyDetail and in /UserInfo/MyPolicy, withdraw it, apply again and see the operator
 * CLI's acceptance.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { PolicyDocItem, PolicyListItem, Page as ResultPage } from '@portal/shared/api/index';
import { callApi, PNG_1X1 } from '../support/account.ts';
import { confirmPopconfirm, expectToast } from '../support/browser.ts';
import { collectedIds, formItem, getApi, memberPage, newMember } from '../support/home.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';
import { waitForListTotal } from '../support/list.ts';

withServerAndBrowser();

describe('policy journeys', { timeout: 300_000 }, () => {
  test('filter the overview, read a policy and collect it, read a document', async () => {
    const member = await newMember(server.baseUrl, 'pol');
    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    await page.goto('/Recommendation');
    await page.getByTestId('policy-card').first().waitFor();

    // 申报中 + 省级: the URL and the server's count follow; every row says 申报中 and 剩余N天.
    await page.getByTestId('filter-applyStatus').getByRole('button', { name: '申报中' }).click();
    await page.waitForURL((url) => url.searchParams.get('applyStatus') === '1');
    await page.getByTestId('filter-policyLevel').getByRole('button', { name: '省级' }).click();
    await page.waitForURL((url) => url.searchParams.get('policyLevel') === '2');
    await page.getByRole('tab', { name: '即将截止' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'deadline');
    const open = await getApi<ResultPage<PolicyListItem>>(
      server.baseUrl,
      '/client/api/policy/page',
      { applyStatus: 1, policyLevel: 2, sort: 'deadline' },
    );
    assert.ok(open.data.total > 0);
    await waitForListTotal(page, open.data.total);
    const first = open.data.records[0]!;
    await page.waitForFunction(
      (name) => document.querySelector('[data-testid="policy-title"]')?.textContent === name,
      first.policyName,
    );
    const statuses = await page.getByTestId('policy-apply-status').allInnerTexts();
    assert.ok(statuses.every((s) => s === '申报中'));
    const deadline = await page.getByTestId('policy-deadline').first().innerText();
    assert.equal(deadline, first.deadlineDays > 0 ? `剩余${first.deadlineDays}天` : '今日截止');

    await page.getByTestId('policy-title').first().click();
    await page.waitForURL((url) => url.pathname === '/PolicyDetail');
    assert.equal(new URL(page.url()).searchParams.get('id'), String(first.id));
    const detail = page.getByTestId('policy-detail');
    assert.equal(await page.getByTestId('detail-title').textContent(), first.policyName);
    await detail.getByTestId('apply-link').waitFor();
    const button = detail.getByTestId('collect-button');
    await button.click();
    await expectToast(page, '收藏成功');
    await button.getByText('已收藏').waitFor();
    assert.deepEqual(await collectedIds(server.baseUrl, member, 'policy'), [first.id]);
    await page.reload();
    await button.getByText('已收藏').waitFor();

    // An unknown policy: the not-found state.
    await page.goto('/PolicyDetail?id=99999999');
    await page.getByTestId('detail-not-found').waitFor();

    // 政策文件: filter by category, open one, its full text; back keeps the filter.
    await page.goto('/Policydocument');
    await page.getByTestId('policy-doc-card').first().waitFor();
    await page.getByTestId('filter-category').getByRole('button', { name: '规范性文件' }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === '2');
    const docs = await getApi<ResultPage<PolicyDocItem>>(
      server.baseUrl,
      '/client/api/policy/document/page',
      { category: 2 },
    );
    await waitForListTotal(page, docs.data.total);
    const doc = docs.data.records[0]!;
    await page.getByTestId('policy-doc-title').first().click();
    await page.waitForURL((url) => url.searchParams.get('id') === String(doc.id));
    const text = page.getByTestId('policy-doc-detail');
    assert.equal(await text.getByTestId('detail-title').textContent(), doc.title);
    await text.getByText(doc.docNo).waitFor();
    await text.getByText('第一条').first().waitFor();
    await text.getByRole('link', { name: '返回文件列表' }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('category') === '2' && !url.searchParams.has('id'),
    );
    await page.getByTestId('policy-doc-card').first().waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('apply for an open policy, see it pending on /MyPolicyDetail and in MyPolicy', async () => {
    const member = await newMember(server.baseUrl, 'app');
    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    const open = await getApi<ResultPage<PolicyListItem>>(
      server.baseUrl,
      '/client/api/policy/page',
      { applyStatus: 1 },
    );
    const policy = open.data.records[0]!;
    await page.goto(`/PolicyDetail?id=${policy.id}`);
    await page.getByTestId('apply-link').click();
    await page.waitForURL((url) => url.pathname === '/Policyadd');
    const form = page.getByTestId('policy-apply-form');
    assert.equal(await form.getByTestId('apply-target').textContent(), policy.policyName);

    // The shared rules speak first: empty fields, then a wrong phone.
    await page.getByTestId('apply-submit').click();
    await form.getByText('请输入企业名称').waitFor();
    await formItem(page, form, '企业名称').locator('input').fill('济南华辰智能科技有限公司');
    await formItem(page, form, '联系人').locator('input').fill('王经理');
    await formItem(page, form, '联系电话').locator('input').fill('12345678901');
    await formItem(page, form, '项目简介')
      .locator('textarea')
      .fill('项目围绕车规级MCU芯片开展产业化，申请科技成果转化奖补。');
    await page.getByTestId('apply-submit').click();
    await form.getByText('请输入正确的手机号').waitFor();
    await formItem(page, form, '联系电话').locator('input').fill('13805310009');
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: '申报书.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await form.locator('.ant-upload-list-item-done').first().waitFor();
    await page.getByTestId('apply-submit').click();
    await expectToast(page, '提交成功');

    await page.waitForURL((url) => url.pathname === '/MyPolicyDetail');
    const applicationId = Number(new URL(page.url()).searchParams.get('id'));
    assert.ok(applicationId > 0);
    const mine = page.getByTestId('my-policy-detail');
    await mine.getByTestId('application-status').getByText('待审核').waitFor();
    assert.equal(await mine.getByTestId('apply-policy-name').textContent(), policy.policyName);
    await mine.getByTestId('apply-files').getByText('申报书.png').waitFor();
    await mine.getByTestId('withdraw-button').waitFor();

    await page.goto('/UserInfo/MyPolicy');
    const row = page.getByTestId('my-policy-row').first();
    await row.getByText(policy.policyName).waitFor();
    await row.getByTestId('application-status').getByText('待审核').waitFor();

    // The policy now says so, and a second application is not offered.
    await page.goto(`/PolicyDetail?id=${policy.id}`);
    await page.getByTestId('my-application-link').getByText('已申报（待审核）').waitFor();

    // Withdrawn while 待审核; then a new application, which the operator accepts.
    await page.goto(`/MyPolicyDetail?id=${applicationId}`);
    await page.getByTestId('withdraw-button').click();
    await confirmPopconfirm(page);
    await expectToast(page, '撤回成功');
    await page.getByTestId('application-status').getByText('已撤回').waitFor();
    const again = await callApi<{ id: number }>(
      server.baseUrl,
      '/client/mine/policy/apply',
      {
        policyId: policy.id,
        companyName: '济南华辰智能科技有限公司',
        linkman: '王经理',
        linkphone: '13805310009',
        summary: '补充材料后重新申报。',
      },
      member.token,
    );
    assert.equal(again.code, 1);
    assert.match(
      await server.operator(['policy-accept', '--id', String(again.data.id)]),
      new RegExp(`已受理政策申报 ${again.data.id}`),
    );
    await page.goto(`/MyPolicyDetail?id=${again.data.id}`);
    await page.getByTestId('application-status').getByText('已受理').waitFor();
    assert.equal(await page.getByTestId('withdraw-button').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
