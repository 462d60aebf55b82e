/**
 * Review queues, part B (issue #14) in Chromium against the production build: a member asks a
 * question on the portal; a review operator answers and publishes it from /admin/questions and
 * it appears answered on /Interaction; the audit operator reads the queue without any decision
 * and exports it to Excel.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { callApi } from '../support/account.ts';
import { createOperator, firstConsoleLogin } from '../support/admin.ts';
import { expectToast, openPage } from '../support/browser.ts';
import { formItem, type Member, memberPage, newMember } from '../support/home.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';
import { zipEntries } from '../support/zip.ts';

let member: Member;

const FIRST_PASSWORD = 'first123!op';
const NEW_PASSWORD = 'second456!op';
const TITLE = `技术合同登记能否线上办理${Date.now().toString(36)}`;
const ANSWER = '可以，登录本平台后在技术合同登记栏目在线提交，审核通过后领取登记证明。';

withServerAndBrowser(async () => {
  member = await newMember(server.baseUrl, 'qb');
  await createOperator(server, 'qb_reviewer', 'qb_reviewer', 'review', FIRST_PASSWORD);
  await createOperator(server, 'qb_auditor', 'qb_auditor', 'audit', FIRST_PASSWORD);
  const asked = await callApi(
    server.baseUrl,
    '/client/mine/interaction/ask',
    { title: TITLE, category: 3, content: '请问技术合同登记是否必须到窗口现场办理？' },
    member.token,
  );
  assert.equal(asked.code, 1, asked.msg);
});

const operatorLogin = (page: Page, username: string) =>
  firstConsoleLogin(page, server.baseUrl, username, FIRST_PASSWORD, NEW_PASSWORD);

describe('review queues B journey', { timeout: 300_000 }, () => {
  test('a review operator answers a public question; it appears answered on the portal', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await operatorLogin(page, 'qb_reviewer');
    await page.getByRole('link', { name: '公众提问' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/questions');
    const row = page.locator('.ant-table-row', { hasText: TITLE });
    await row.waitFor();
    await row.getByRole('button', { name: '回 复' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('请问技术合同登记是否必须到窗口现场办理？').waitFor();
    // Nothing is sent without an answer.
    await dialog.getByRole('button', { name: '提交回复' }).click();
    await dialog.getByText('请输入回复内容').waitFor();
    await formItem(page, dialog, '回复内容').locator('textarea').fill(ANSWER);
    await formItem(page, dialog, '答复部门').locator('input').fill('成果转化处');
    await dialog.getByRole('button', { name: '提交回复' }).click();
    await expectToast(page, '已回复');
    // It leaves the 待回复 queue and is listed under 已回复.
    await row.waitFor({ state: 'detached' });
    await page.goto('/admin/questions?status=1');
    await page.locator('.ant-table-row', { hasText: TITLE }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();

    const portal = await memberPage(browser, server.baseUrl, member);
    await portal.page.goto('/Interaction');
    await portal.page.getByTestId('list-keyword').locator('input').fill(TITLE);
    await portal.page.getByTestId('list-keyword').locator('input').press('Enter');
    const listed = portal.page.getByTestId('question-card').filter({ hasText: TITLE });
    await listed.waitFor();
    const text = (await listed.textContent()) ?? '';
    assert.ok(text.includes(ANSWER) && text.includes('答复部门 成果转化处'), text);
    await portal.page.goto('/Interaction?mine=true');
    await portal.page
      .getByTestId('my-question')
      .filter({ hasText: TITLE })
      .getByTestId('question-status')
      .filter({ hasText: '已回复' })
      .waitFor();
    await portal.page.goto('/UserInfo/MyNews');
    await portal.page
      .getByTestId('message-row')
      .first()
      .getByRole('button', { name: /您的提问已回复/ })
      .waitFor();
    assert.deepEqual(portal.errors, []);
    await portal.context.close();
  });

  test('the audit operator reads the queues but is offered no decision', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await operatorLogin(page, 'qb_auditor');
    await page.goto('/admin/questions?status=1');
    const row = page.locator('.ant-table-row', { hasText: TITLE });
    await row.waitFor();
    // Only the row's expander: no 回复, 公开 or 不予公开.
    await row.getByRole('button', { name: /展开行|Expand row/ }).waitFor();
    assert.equal(await row.getByRole('button', { name: /回复|公开/ }).count(), 0);
    assert.equal(await page.getByRole('columnheader', { name: '操作' }).count(), 0);

    // Reading includes exporting: the queue as on screen (same filter), as an Excel workbook.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出Excel' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), '公众提问.xlsx');
    const bytes = await readFile((await download.path())!);
    assert.equal(bytes.subarray(0, 2).toString('latin1'), 'PK');
    const parts = zipEntries(bytes);
    assert.match(parts.get('xl/workbook.xml')!.toString('utf8'), /name="公众提问"/);
    const cells = [...parts.entries()]
      .filter(([name]) => name.startsWith('xl/'))
      .map(([, part]) => part.toString('utf8'))
      .join('');
    assert.ok(cells.includes(TITLE), 'the exported rows hold the answered question');
    assert.ok(cells.includes('提问时间'), 'the header row is there');

    await page.goto('/admin/signups');
    await page.getByRole('button', { name: '导出Excel' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
