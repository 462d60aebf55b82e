/**
 * The provider workspace of issue #25 in Chromium against the production build: a member signs
 * in at /merchant with the portal account (password + slide puzzle), applies for an organisation
 * (licence upload, region, fields), sees 待审核; an operator approves it with the CLI; the member
 * is then the owner of an organisation of the service hall. Every screen fits a 360 px phone.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { creditCodeCheckChar } from '@portal/shared/validation/credit-code';
import type { Page } from 'playwright-core';
import { expectToast, openPage, settled } from '../support/browser.ts';
import {
  formItem,
  getApi,
  type Member,
  memberPage,
  newMember,
  pickOption,
} from '../support/home.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';
import { merchantLogin } from '../support/merchant.ts';

let member: Member;

const first17 = `91370102MA3${String(Date.now()).slice(-6)}`;
const CREDIT_CODE = `${first17}${creditCodeCheckChar(first17)}`;
const ORG_NAME = '济南泉城工业检测技术服务有限公司';
const OUTCOME = '低温等离子体净化装置';

withServerAndBrowser(async () => {
  member = await newMember(server.baseUrl, 'mer');
});

async function pickCascader(page: Page, labels: string[]) {
  for (const label of labels) {
    const item = page.locator('.ant-cascader-menu-item', { hasText: label }).first();
    await item.waitFor();
    await item.click();
  }
}

describe('provider workspace journey', { timeout: 300_000 }, () => {
  test('a member applies to join, an operator approves, the member owns the organisation', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await merchantLogin(page, server.baseUrl, member.user);
    await page.getByRole('button', { name: '申请入驻' }).click();
    const form = page.getByTestId('merchant-apply');
    await form.waitFor();

    // Nothing is sent while a field is wrong; each says what to fix.
    await form.getByRole('button', { name: '提交申请' }).click();
    await form.getByText('请上传营业执照或法人证书').waitFor();
    await formItem(page, form, '统一社会信用代码').locator('input').fill('91370102MA00000000');
    await form.getByText('请输入正确的18位统一社会信用代码').waitFor();

    await pickOption(page, form, '机构类型', '服务机构');
    await formItem(page, form, '机构名称').locator('input').fill(ORG_NAME);
    await formItem(page, form, '统一社会信用代码').locator('input').fill(CREDIT_CODE);
    await formItem(page, form, '营业执照或法人证书')
      .locator('input[type="file"]')
      .setInputFiles({
        name: '营业执照.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.7\n1 0 obj\n'),
      });
    await form.locator('.ant-upload-list-item-done', { hasText: '营业执照.pdf' }).waitFor();
    await formItem(page, form, '联系人').locator('input').fill('李敏');
    await formItem(page, form, '联系电话').locator('input').fill('13905310001');
    await formItem(page, form, '所在地区').locator('.ant-select').click();
    await pickCascader(page, ['山东省', '济南市', '历下区']);
    await formItem(page, form, '技术领域').locator('.ant-select').click();
    const node = page.locator('.ant-select-tree-node-content-wrapper').first();
    await settled(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').first());
    const fieldName = (await node.textContent()) ?? '';
    await node.click();
    await page.keyboard.press('Escape');
    await formItem(page, form, '机构简介')
      .locator('textarea')
      .fill('面向省内中小企业提供材料检测、计量校准和知识产权分析服务。');
    await form.getByRole('button', { name: '提交申请' }).click();
    await expectToast(page, '入驻申请已提交，请等待平台审核');
    const card = page.getByTestId('merchant-application');
    await card.waitFor();
    assert.equal(await page.getByTestId('application-status').textContent(), '待审核');
    assert.ok(fieldName.length > 0);

    // The operator's CLI lists it and approves it.
    const pending = await server.operator(['org-pending']);
    const line = pending.split('\n').find((l) => l.includes(ORG_NAME));
    assert.ok(line, pending);
    const id = line!.split('\t')[0]!;
    assert.match(await server.operator(['org-approve', '--id', id]), /已通过机构入驻申请/);

    await page.reload();
    const org = page.getByTestId('merchant-org');
    await org.waitFor();
    assert.match((await org.textContent()) ?? '', new RegExp(`${ORG_NAME}.*负责人`));
    await page.getByRole('link', { name: '机构成员' }).first().click();
    await page.getByText('负责人').first().waitFor();
    // The organisation is in the service hall at once.
    const hall = await getApi<{ records: { orgName: string }[] }>(
      server.baseUrl,
      '/client/api/provider/page',
      { keyword: '泉城工业检测', authType: 8, pageNum: 1, pageSize: 10 },
    );
    assert.equal(hall.code, 1, hall.msg);
    assert.ok(
      hall.data.records.some((r) => r.orgName === ORG_NAME),
      JSON.stringify(hall.data.records),
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the owner publishes an outcome; once approved it is in the market, search and MyResult', async () => {
    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    await page.goto('/merchant/outcomes');
    await page.getByRole('button', { name: '发布成果' }).click();
    const form = page.getByTestId('merchant-outcome-form');
    await form.waitFor();
    await formItem(page, form, '成果名称').locator('input').fill(OUTCOME);
    const fields = await getApi<{ name: string; children?: { name: string }[] }[]>(
      server.baseUrl,
      '/client/api/fields/options',
    );
    const child = fields.data.find((f) => f.children?.length)!.children![0]!.name;
    await formItem(page, form, '技术领域').locator('.ant-select').click();
    await page.keyboard.type(child);
    const node = page.locator('.ant-select-tree-node-content-wrapper', { hasText: child }).last();
    await node.waitFor();
    await node.click();
    await formItem(page, form, '所在地区').locator('.ant-select').click();
    await pickCascader(page, ['山东省', '济南市', '历下区']);
    await pickOption(page, form, '成熟度');
    await pickOption(page, form, '转化方式');
    await formItem(page, form, '成果简介')
      .locator('textarea')
      .fill('采用介质阻挡放电产生低温等离子体，分解工业废气中的挥发性有机物。');
    await formItem(page, form, '联系人').locator('input').fill('李敏');
    await formItem(page, form, '联系电话').locator('input').fill('13905310001');
    await form.getByRole('button', { name: '保存草稿' }).click();
    await expectToast(page, '草稿已保存，提交审核后发布');
    const list = page.getByTestId('merchant-outcomes');
    await list.getByText('草稿').waitFor();
    await list.getByRole('button', { name: '提交审核' }).click();
    await expectToast(page, '已提交审核');
    await list.getByText('待审核').waitFor();

    const pending = await server.operator(['outcome-pending']);
    const line = pending.split('\n').find((l) => l.includes(OUTCOME));
    assert.ok(line, pending);
    await server.operator(['outcome-publish', '--id', line!.split('\t')[0]!]);

    const market = await getApi<{ records: { goodsName: string }[] }>(
      server.baseUrl,
      '/client/api/outcome/page',
      { keyword: OUTCOME },
    );
    assert.ok(market.data.records.some((r) => r.goodsName === OUTCOME));
    const found = await getApi<{ records: { title: string }[] }>(
      server.baseUrl,
      '/client/api/search',
      { searchStr: '等离子体净化', type: 1 },
    );
    assert.ok(found.data.records.some((r) => r.title.replace(/<\/?em>/g, '') === OUTCOME));
    await page.goto('/UserInfo/MyResult');
    await page.getByText(OUTCOME).first().waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('every workspace screen fits a 360 px phone', async () => {
    const { page, context } = await memberPage(browser, server.baseUrl, member, {
      width: 360,
      height: 740,
    });
    for (const path of [
      '/merchant/',
      '/merchant/staff',
      '/merchant/outcomes',
      '/merchant/outcomes/new',
    ]) {
      await page.goto(path);
      await page.locator('.mc-main').waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0, `${path} scrolls sideways by ${overflow}px`);
    }
    await context.close();
    const guest = await openPage(browser, server.baseUrl, { width: 360, height: 740 });
    await guest.page.goto('/merchant/login');
    await guest.page.getByTestId('merchant-account-login').waitFor();
    const overflow = await guest.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.equal(overflow, 0);
    await guest.context.close();
  });
});
