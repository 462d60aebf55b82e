/**
 * 互动交流, 意见反馈 and 下载专区 journeys of issue #11 in Chromium against the production build:
 * download a form and check it is a real Office file; ask a question as a member, have an
 * operator answer it through the CLI and find it answered in the public list and the detail;
 * send feedback as a guest from the footer link and find it in the operators' list.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import type { DownloadForm, MyQuestion, Page as ResultPage } from '@portal/shared/api/index';
import { expectToast, openPage } from '../support/browser.ts';
import { formItem, getApi, memberPage, newMember, pickOption } from '../support/home.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';
import { zipEntries } from '../support/zip.ts';

withServerAndBrowser();

describe('public Q&A, feedback and download journeys', { timeout: 300_000 }, () => {
  test('download corner: filter by category, download a real .xlsx and a .docx, counts go up', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await page.goto('/');
    const navLink = page.locator('.pt-header nav a', { hasText: '下载专区' }).first();
    assert.equal(await navLink.getAttribute('href'), '/Formdownload');
    await page.goto('/Formdownload');
    await page.getByTestId('form-card').first().waitFor();
    const all = await getApi<ResultPage<DownloadForm>>(server.baseUrl, '/client/api/download/page');
    assert.ok(all.data.total >= 6, 'the forms are listed');
    assert.equal(await page.getByTestId('form-card').count(), Math.min(10, all.data.total));

    await page.getByTestId('filter-category').getByRole('button', { name: '需求征集' }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === '4');
    const card = page.getByTestId('form-card').filter({ hasText: '技术需求征集表' });
    // The unfiltered list (which holds this card too) stays shown until the filtered one arrives.
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="form-card"]').length === 1,
    );
    await card.waitFor();
    assert.match((await card.getByTestId('form-size').textContent()) ?? '', /大小 \d+(\.\d)? KB/);
    assert.equal(await card.getByTestId('form-downloads').textContent(), '下载 0 次');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByTestId('form-download').click(),
    ]);
    assert.equal(download.suggestedFilename(), '技术需求征集表.xlsx');
    const bytes = await readFile((await download.path())!);
    assert.equal(bytes.subarray(0, 2).toString('latin1'), 'PK');
    const sheet = zipEntries(bytes);
    for (const part of ['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']) {
      assert.ok(sheet.has(part), `the .xlsx holds ${part}`);
    }
    assert.match(sheet.get('xl/workbook.xml')!.toString('utf8'), /name="技术需求"/);
    assert.match(sheet.get('xl/sharedStrings.xml')!.toString('utf8'), /技术需求征集表/);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="form-downloads"]')?.textContent === '下载 1 次',
    );

    // A keyword: the Word form of the contract registration, a valid .docx.
    await page.getByTestId('filter-category').getByRole('button', { name: '不限' }).click();
    await page.getByTestId('list-keyword').locator('input').fill('技术合同');
    await page.getByTestId('list-keyword').locator('input').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('keyword') === '技术合同');
    const word = page.getByTestId('form-card').filter({ hasText: '技术合同登记申请表' });
    await word.waitFor();
    const [docx] = await Promise.all([
      page.waitForEvent('download'),
      word.getByTestId('form-download').click(),
    ]);
    assert.equal(docx.suggestedFilename(), '技术合同登记申请表.docx');
    const parts = zipEntries(await readFile((await docx.path())!));
    assert.ok(parts.has('[Content_Types].xml') && parts.has('docProps/core.xml'));
    assert.match(parts.get('word/document.xml')!.toString('utf8'), /技术合同登记申请表/);

    assert.deepEqual(errors, []);
    await context.close();
  });

  test('ask a question, an operator answers it, and it is listed with its answer', async () => {
    // A guest is offered 登录后提问 and no list of own questions.
    const guest = await openPage(browser, server.baseUrl);
    await guest.page.goto('/');
    assert.equal(
      await guest.page
        .locator('.pt-header nav a', { hasText: '互动交流' })
        .first()
        .getAttribute('href'),
      '/Interaction',
    );
    await guest.page.goto('/Interaction');
    await guest.page.getByTestId('question-card').first().waitFor();
    assert.equal(await guest.page.getByTestId('ask-open').textContent(), '登录后提问');
    await guest.page.getByTestId('tab-mine').click();
    await guest.page.getByTestId('mine-login').waitFor();
    await guest.context.close();

    const member = await newMember(server.baseUrl, 'qa');
    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    await page.goto('/Interaction');
    await page.getByTestId('question-card').first().waitFor();
    await page.getByTestId('ask-open').click();
    const dialog = page.getByTestId('ask-dialog');
    await dialog.getByRole('button', { name: '提交问题' }).click();
    await dialog.getByText('请输入问题标题').waitFor();
    await dialog.getByText('请输入问题内容').waitFor();

    const title = `高校专利转让前是否需要评估${Date.now().toString(36)}`;
    await formItem(page, dialog, '问题标题').locator('input').fill(title);
    await pickOption(page, dialog, '问题类别', '技术交易');
    await formItem(page, dialog, '问题内容')
      .locator('textarea')
      .fill('我校拟转让一项发明专利，转让前是否必须进行资产评估？');
    await dialog.getByRole('button', { name: '提交问题' }).click();
    await expectToast(page, '提交成功');
    await page.waitForURL((url) => url.searchParams.get('mine') === 'true');
    const mine = page.getByTestId('my-question').filter({ hasText: title });
    await mine.waitFor();
    assert.equal(await mine.getByTestId('question-status').textContent(), '待回复');

    const own = await getApi<ResultPage<MyQuestion>>(
      server.baseUrl,
      '/client/mine/interaction/list',
      {},
      member.token,
    );
    const asked = own.data.records.find((q) => q.title === title);
    assert.ok(asked, 'the question is stored');
    assert.match(
      await server.operator(['question-pending', '--keyword', title]),
      new RegExp(title),
    );
    const answer = '以协议定价方式转让的，可不进行资产评估，但须在单位内公示交易价格。';
    await server.operator([
      'question-answer',
      '--id',
      String(asked.id),
      '--answer',
      answer,
      '--dept',
      '成果转化处',
    ]);

    // Public now: found by its title, the asker masked, the answer and department shown.
    await page.getByTestId('tab-public').click();
    await page.getByTestId('list-keyword').locator('input').fill(title);
    await page.getByTestId('list-keyword').locator('input').press('Enter');
    const listed = page.getByTestId('question-card').filter({ hasText: title });
    await listed.waitFor();
    const text = (await listed.textContent()) ?? '';
    assert.ok(text.includes(answer) && text.includes('答复部门 成果转化处'));
    assert.ok(!text.includes(member.user.username), 'the asker is masked');
    await listed.getByTestId('question-title').click();
    await page.waitForURL(/\/InteractionDetail\?id=/);
    assert.equal(await page.getByTestId('question-answer').textContent(), answer);

    // 我的提问 shows it answered.
    await page.goto('/Interaction?mine=true');
    await page
      .getByTestId('my-question')
      .filter({ hasText: title })
      .getByTestId('question-status')
      .filter({ hasText: '已回复' })
      .waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('send feedback as a guest from the footer link, with a clear success message', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await page.goto('/');
    const footerLink = page.locator('.pt-footer a', { hasText: '意见反馈' });
    assert.equal(await footerLink.getAttribute('href'), '/Feedback');
    await page.goto('/Feedback');
    const form = page.getByTestId('feedback-form');
    await form.waitFor();
    await page.getByTestId('feedback-submit').click();
    await form.getByText('请输入反馈内容').waitFor();

    const content = `建议下载专区增加PDF版本${Date.now().toString(36)}`;
    await form.getByText('问题', { exact: true }).click();
    await formItem(page, form, '反馈内容').locator('textarea').fill(content);
    await formItem(page, form, '联系电话（选填）').locator('input').fill('1380000');
    await page.getByTestId('feedback-submit').click();
    await form.getByText('请输入正确的手机号').waitFor();
    await formItem(page, form, '联系电话（选填）').locator('input').fill('13805310001');
    await page.getByTestId('feedback-submit').click();
    const result = page.getByTestId('feedback-result');
    await result.waitFor();
    assert.match((await result.textContent()) ?? '', /感谢您的反馈，我们会尽快处理/);

    const listed = await server.operator(['feedback-list', '--status', '0']);
    const line = listed.split('\n').findIndex((l) => l.includes(content));
    assert.ok(line > 0, 'the operators see it');
    assert.match(listed.split('\n')[line - 1] ?? '', /问题\t待处理\t游客\t13805310001/);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
