/**
 * The provider workspace at work (issue #25), in Chromium against the production build: a
 * certified company holding an issued voucher orders a demo organisation's product on /Coupon,
 * paying part with the voucher, and writes a 意向洽谈 about it → the organisation's owner signs in
 * at /merchant, sees the badges, confirms the order, uploads the service report and delivers,
 * replies to the request → the company accepts in /UserInfo/MyCouponOrder and reads the reply in
 * /UserInfo/MyContact → the owner's 数据统计 counts the order. The work screens fit 360 px.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { callApi, newCreditCode, PNG_1X1, uploadPng } from '../support/account.ts';
import { confirmPopconfirm, expectToast, openPage } from '../support/browser.ts';
import { certifiedMember, getApi, type Member, memberPage } from '../support/home.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';
import { merchantLogin } from '../support/merchant.ts';

/** The demo owner of a service organisation (apps/server/src/db/seed/demo/merchant.ts). */
const OWNER = { username: 'org_owner_service', password: 'org123!x' };
const COMPANY = '济南启航精密机械有限公司';
const REPLY = '检测周期5个工作日，可上门取样。';

let company: Member;
let ownerToken = '';
let orderNo = '';

/** A certified company with an issued voucher: certification and claim by API, issue by CLI. */
withServerAndBrowser(async () => {
  const creditCode = newCreditCode();
  company = await certifiedMember(server, 'mwork', { realName: COMPANY, certNo: creditCode });
  const batches = await getApi<{ id: number; claimable: boolean }[]>(
    server.baseUrl,
    '/client/api/innovation/batches',
  );
  const batch = batches.data.find((b) => b.claimable);
  assert.ok(batch, 'a batch open for claims');
  const claim = await callApi<{ id: number }>(
    server.baseUrl,
    '/client/innovation/claim/submit',
    {
      batchId: batch.id,
      companyName: COMPANY,
      creditCode,
      legalPerson: '李明',
      address: '山东省济南市高新区舜华路2000号',
      linkman: '王芳',
      linkphone: '13805310009',
      amount: 20_000,
      purpose: '委托检验检测机构开展产品型式试验',
      licenceFileId: await uploadPng(server.baseUrl, company.token),
    },
    company.token,
  );
  assert.equal(claim.code, 1, claim.msg);
  await server.operator(['voucher-issue', '--id', String(claim.data.id)]);
});

/** The owner signs in to the workspace; its token is kept for the API checks. */
async function ownerLogin(page: Page) {
  await merchantLogin(page, server.baseUrl, OWNER);
  ownerToken = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
}

describe('provider workspace: orders and inbox', { timeout: 600_000 }, () => {
  test('a voucher order is confirmed and delivered from the workspace; the company accepts', async () => {
    const { page: owner, errors: ownerErrors } = await openPage(browser, server.baseUrl);
    await ownerLogin(owner);
    const me = await getApi<{ org: { id: number; orgName: string } }>(
      server.baseUrl,
      '/merchant/me',
      {},
      ownerToken,
    );
    const org = me.data.org;

    // The company orders one of the organisation's priced, eligible products.
    const vouchers = await getApi<
      { id: number; serviceTypes: number[]; maxSharePercent: number; balance: number }[]
    >(server.baseUrl, '/client/mine/innovation/voucher/list', {}, company.token);
    const voucher = vouchers.data[0]!;
    const products = await getApi<{
      records: { id: number; price: number | null; serviceType: number; serviceName: string }[];
    }>(server.baseUrl, '/client/api/server/page', { pageSize: 100, orgId: org.id });
    const product = products.data.records.find(
      (p) => p.price !== null && p.price >= 1_000 && voucher.serviceTypes.includes(p.serviceType),
    );
    assert.ok(product, `an eligible priced product of ${org.orgName}`);
    const part = Math.min(
      Math.floor((product.price! * voucher.maxSharePercent) / 100),
      voucher.balance,
      500,
    );
    const { page, errors } = await memberPage(browser, server.baseUrl, company);
    await page.goto(`/Coupon/ProductDetail?id=${product.id}`);
    const panel = page.getByTestId('voucher-order');
    await panel.getByTestId('order-voucher-amount').fill(String(part));
    await panel.getByTestId('order-submit').click();
    await page.waitForURL('**/UserInfo/MyCouponOrder');
    const orderRow = page.getByTestId('my-order-row').first();
    await orderRow.getByText('待机构确认', { exact: true }).waitFor();
    const mine = await getApi<{ records: { orderNo: string }[] }>(
      server.baseUrl,
      '/client/mine/innovation/order/page',
      {},
      company.token,
    );
    orderNo = mine.data.records[0]!.orderNo;

    // The owner: the badge counts it; confirm, then deliver with the report.
    await owner.goto('/merchant/orders');
    await owner.getByTestId('badge-orders').waitFor();
    const row = owner.getByTestId(`order-${orderNo}`);
    await row.getByText('待机构确认', { exact: true }).waitFor();
    await row.getByRole('button', { name: '确认订单' }).click();
    await confirmPopconfirm(owner);
    await expectToast(owner, '订单已确认，服务开始');
    await row.getByText('服务中', { exact: true }).waitFor();
    await page.reload();
    await orderRow.getByText('服务中', { exact: true }).waitFor();

    await row.getByRole('button', { name: /^交\s?付$/ }).click();
    const dialog = owner.locator('.ant-modal');
    // Nothing is delivered without the report.
    await dialog.getByRole('button', { name: /^交\s?付$/ }).click();
    await dialog.getByText('请上传服务报告').waitFor();
    await dialog.locator('input[type=file]').setInputFiles({
      name: '检测报告.png',
      mimeType: 'image/png',
      buffer: PNG_1X1,
    });
    await dialog.locator('.ant-upload-list-item-done').waitFor();
    await dialog.getByRole('button', { name: /^交\s?付$/ }).click();
    await expectToast(owner, '已交付，等待企业验收');
    await row.getByText('待验收', { exact: true }).waitFor();
    await row.getByRole('button', { name: '服务报告' }).waitFor();

    // The company accepts the delivery.
    await page.reload();
    await orderRow.getByText('待验收', { exact: true }).waitFor();
    await orderRow.getByTestId('order-accept').click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /^确\s?定$/ })
      .click();
    await orderRow.getByText('已完成', { exact: true }).waitFor();
    await owner.reload();
    await row.getByText('已完成', { exact: true }).waitFor();

    // 意向洽谈 about the product: the owner replies in the inbox, the company reads it.
    const sent = await callApi<{ id: number }>(
      server.baseUrl,
      '/client/mine/contact/send',
      {
        targetType: 'service',
        targetId: product.id,
        message: '想了解检测周期和能否上门取样。',
        linkman: '王芳',
        linkphone: '13805310009',
      },
      company.token,
    );
    assert.equal(sent.code, 1, sent.msg);
    const unread = async () =>
      (
        await getApi<{ unreadContacts: number }>(
          server.baseUrl,
          '/merchant/inbox/counts',
          {},
          ownerToken,
        )
      ).data.unreadContacts;
    const unreadBefore = await unread();
    assert.ok(unreadBefore >= 1, 'the new request is counted unread');
    await owner.goto('/merchant/inbox');
    await owner.getByTestId('badge-inbox').getByText(String(unreadBefore)).first().waitFor();
    const contact = owner.getByTestId(`contact-${sent.data.id}`);
    await contact.getByText('待回复').waitFor();
    await contact.getByRole('button', { name: /^回\s?复$/ }).click();
    await contact.getByTestId('reply-text').fill(REPLY);
    await contact.getByRole('button', { name: '发送回复' }).click();
    await expectToast(owner, '回复成功，对方将收到消息');
    await contact.getByText('已回复').waitFor();
    // Answering opened it: the menu's unread count drops by one.
    assert.equal(await unread(), unreadBefore - 1);
    await page.goto('/UserInfo/MyContact');
    const reply = page.getByTestId('my-contact-row').filter({ hasText: REPLY });
    await reply.waitFor();
    await reply.getByText(org.orgName).waitFor();

    // 数据统计 counts the order of this month, the chart drawn once ECharts arrives.
    await owner.goto('/merchant/stats');
    await owner.locator('.mc-chart canvas').first().waitFor();
    const month = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' }).slice(0, 7);
    const cells = owner.getByTestId('stats-table').locator('tr', { hasText: month }).locator('td');
    assert.ok(Number(await cells.nth(3).innerText()) >= 1, 'this month counts the order');
    assert.ok(Number(await cells.nth(2).innerText()) >= 1, 'this month counts the request');
    assert.deepEqual(errors, []);
    assert.deepEqual(ownerErrors, []);
  });

  test('the work screens fit a 360 px phone', async () => {
    const { page } = await memberPage(
      browser,
      server.baseUrl,
      { user: { ...company.user, username: OWNER.username }, token: ownerToken },
      { width: 360, height: 740 },
    );
    for (const path of ['/merchant/inbox', '/merchant/orders', '/merchant/stats']) {
      await page.goto(path);
      await page.locator('.mc-main .ant-card').first().waitFor();
      await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      assert.equal(overflow, 0, `${path} scrolls sideways by ${overflow}px`);
    }
  });
});
