/**
 * The innovation voucher economy (issue #24), as a company and an operator live it: a certified
 * company claims on /CouponTakeForm → the operator issues (CLI) → the company orders a product
 * paying part with its voucher → the console confirms and delivers for the organisation → the
 * company accepts → files the redemption → the operator approves and settles in the console.
 * Every step is checked in the member tabs, the console and the /Coupon/Home counters. Then the
 * sub-site home and the claim form on a 390 px phone, with no sideways scroll.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { newCreditCode, PNG_1X1 } from '../support/account.ts';
import { createOperator, firstConsoleLogin } from '../support/admin.ts';
import { confirmPopconfirm, expectInputValue, openPage } from '../support/browser.ts';
import { certifiedMember, getApi, type Member, memberPage } from '../support/home.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';
import { overflowPastViewport } from '../support/layout.ts';

const PHONE = { width: 390, height: 844 };
const FIRST_PASSWORD = 'first123!x';
const NEW_PASSWORD = 'review123!y';
const COMPANY = '济南云启智能装备有限公司';

let member: Member;
let creditCode: string;

withServerAndBrowser(async () => {
  creditCode = newCreditCode();
  member = await certifiedMember(server, 'voucher', { realName: COMPANY, certNo: creditCode });
  await createOperator(server, 'e2e_voucher_reviewer', '创新券审核员', 'review', FIRST_PASSWORD);
});

async function counters(page: Page) {
  await page.goto('/Coupon/Home');
  const read = async (key: string) =>
    (await page.getByTestId(`counter-${key}`).locator('[data-value]').getAttribute('data-value')) ??
    '';
  await page.getByTestId('counter-exchangeCompleteCount').locator('[data-value]').waitFor();
  return { companies: await read('companyCount'), wan: await read('exchangeCompleteCount') };
}

/** The console page of a queue, filtered on one status, with the row of `text` expanded. */
async function consoleRow(page: Page, path: string, status: string, text: string) {
  await page.goto(`/admin${path}?status=${status}&keyword=${encodeURIComponent(text)}`);
  const row = page.locator('tr.ant-table-row', { hasText: text });
  await row.waitFor();
  return row;
}

describe('innovation voucher journey', { timeout: 600_000 }, () => {
  test('claim → issue → order with voucher → deliver → accept → redeem → settle', async () => {
    const { page, errors } = await memberPage(browser, server.baseUrl, member);
    const before = await counters(page);

    // Claim: batches and rules, then the form prefilled from the certification.
    await page.getByTestId('coupon-entrance').first().click();
    await page.waitForURL('**/CouponTake');
    await page
      .getByTestId('voucher-batch')
      .filter({ hasText: '申领中' })
      .first()
      .getByTestId('claim-now')
      .click();
    await page.waitForURL('**/CouponTakeForm?batchId=*');
    const form = page.getByTestId('coupon-take-form');
    await assert.doesNotReject(form.getByTestId('claim-caps').waitFor());
    // Prefilled from the certification, whose answer may come after the batches'.
    await expectInputValue(form.getByLabel('企业名称'), COMPANY);
    await expectInputValue(form.getByTestId('claim-credit-code'), creditCode);
    // A wrong check character is caught in the browser with the shared rule.
    await form
      .getByTestId('claim-credit-code')
      .fill(`${creditCode.slice(0, 17)}${creditCode.endsWith('0') ? '1' : '0'}`);
    await form.getByLabel('法定代表人').click();
    await form.getByText('请输入正确的18位统一社会信用代码').waitFor();
    await form.getByTestId('claim-credit-code').fill(creditCode);
    await form.locator('input[type=file]').setInputFiles({
      name: 'licence.png',
      mimeType: 'image/png',
      buffer: PNG_1X1,
    });
    await form.getByTestId('claim-ocr').click();
    // A blank image: the reader finds nothing (or is not installed) and says so in Chinese.
    await page
      .locator('.ant-message-notice', { hasText: /未能识别营业执照信息|识别服务不可用/ })
      .waitFor();
    await form.getByLabel('法定代表人').fill('李明');
    await form.getByLabel('企业地址').fill('山东省济南市高新区舜华路2000号');
    await form.getByLabel('联系人').fill('王芳');
    await form.getByTestId('claim-amount').fill('30000');
    await form.getByLabel('资金用途').fill('购买工业产品外观设计与检验检测服务');
    await form.getByTestId('claim-submit').click();
    await page.waitForURL('**/CouponTakeResult?id=*');
    const claimId = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByText('申领已提交，等待审核').waitFor();

    // The operator issues it; the member sees 已发放 and the balance.
    await server.operator(['voucher-issue', '--id', String(claimId)]);
    await page.goto('/UserInfo/MyTake');
    const claimRow = page.getByTestId('my-claim-row').first();
    await claimRow.getByText('已发放').waitFor();
    assert.match(await claimRow.getByTestId('claim-balance').innerText(), /余额 30,000 元/);
    await page.getByTestId('voucher-balance').getByText('30,000 元').waitFor();

    // Order an eligible product with a fixed price, part paid by the voucher.
    const vouchers = await getApi<
      { id: number; serviceTypes: number[]; maxSharePercent: number }[]
    >(server.baseUrl, '/client/mine/innovation/voucher/list', {}, member.token);
    const voucher = vouchers.data[0]!;
    const products = await getApi<{
      records: { id: number; price: number | null; serviceType: number }[];
    }>(server.baseUrl, '/client/api/server/page', { pageSize: 100 });
    const product = products.data.records.find(
      (p) => p.price !== null && p.price >= 5_000 && voucher.serviceTypes.includes(p.serviceType),
    )!;
    assert.ok(product, 'an eligible priced product');
    const share = Math.floor((product.price! * voucher.maxSharePercent) / 100);
    // Whole hundreds, so the 万元 counter (two decimals) moves by exactly this much.
    const part = Math.floor(Math.min(share, 1_000) / 100) * 100;
    await page.goto(`/Coupon/ProductDetail?id=${product.id}`);
    const panel = page.getByTestId('voucher-order');
    await panel.getByTestId('order-voucher-amount').fill(String(share + 1));
    await panel.getByText(/创新券抵扣不能超过服务价格的比例上限|创新券余额不足/).waitFor();
    await panel.getByTestId('order-voucher-amount').fill(String(part));
    assert.match(await panel.getByTestId('order-sum').innerText(), /企业自付/);
    await panel.getByTestId('order-submit').click();
    await page.waitForURL('**/UserInfo/MyCouponOrder');
    const orderRow = page.getByTestId('my-order-row').first();
    await orderRow.getByText('待机构确认').waitFor();
    await orderRow.getByTestId('order-cancel').waitFor();

    // The console confirms and delivers for the organisation.
    const { page: ops } = await openPage(browser, server.baseUrl);
    await firstConsoleLogin(
      ops,
      server.baseUrl,
      'e2e_voucher_reviewer',
      FIRST_PASSWORD,
      NEW_PASSWORD,
    );
    let row = await consoleRow(ops, '/vouchers/orders', '0', COMPANY);
    await row.getByRole('button', { name: '确认订单' }).click();
    await confirmPopconfirm(ops);
    await ops.locator('.ant-message-notice', { hasText: '已确认订单' }).waitFor();
    row = await consoleRow(ops, '/vouchers/orders', '1', COMPANY);
    await row.getByRole('button', { name: /^交\s?付$/ }).click();
    await ops.locator('input[type=file][aria-label=服务报告]').setInputFiles({
      name: 'report.png',
      mimeType: 'image/png',
      buffer: PNG_1X1,
    });
    await ops.getByTestId('report-name').waitFor();
    await ops
      .locator('.ant-modal')
      .getByRole('button', { name: /^确\s?认$/ })
      .click();
    await ops.locator('.ant-message-notice', { hasText: '已交付' }).waitFor();

    // The company accepts, then files the redemption.
    await page.reload();
    await orderRow.getByText('待验收').waitFor();
    await orderRow.getByTestId('order-accept').click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /^确\s?定$/ })
      .click();
    await orderRow.getByText('已完成').waitFor();
    await orderRow.getByTestId('order-redeem').click();
    await page.waitForURL('**/CouponExchangeForm?orderId=*');
    const exchange = page.getByTestId('coupon-exchange-form');
    await exchange.getByTestId('exchange-invoice-no').fill('37012345');
    const files = exchange.locator('input[type=file]');
    for (let i = 0; i < 3; i++) {
      await files
        .nth(i)
        .setInputFiles({ name: `file-${i}.png`, mimeType: 'image/png', buffer: PNG_1X1 });
    }
    await exchange.locator('.ant-upload-list-item-done').nth(2).waitFor();
    await exchange.getByTestId('exchange-submit').click();
    await page.waitForURL('**/UserInfo/MyExchange');
    const redemption = page.getByTestId('my-redemption-row').first();
    await redemption.getByText('待审核').waitFor();

    // The console approves and settles; the member sees 已兑付 and the counter moves.
    row = await consoleRow(ops, '/vouchers/redemptions', '0', COMPANY);
    await row.getByRole('button', { name: /^通\s?过$/ }).click();
    await confirmPopconfirm(ops);
    await ops.locator('.ant-message-notice', { hasText: '已通过' }).waitFor();
    row = await consoleRow(ops, '/vouchers/redemptions', '1', COMPANY);
    await row.getByRole('button', { name: /^兑\s?付$/ }).click();
    await confirmPopconfirm(ops);
    await ops.locator('.ant-message-notice', { hasText: '已兑付' }).waitFor();
    await page.reload();
    await redemption.getByText('已兑付').waitFor();

    const afterAll = await counters(page);
    assert.equal(Number(afterAll.companies), Number(before.companies) + 1);
    // 万元 is shown to two decimals (100 元): both readings are rounded to that.
    const grown =
      Math.round(Number(afterAll.wan) * 10_000) - Math.round(Number(before.wan) * 10_000);
    assert.ok(
      Math.abs(grown - part) <= 100,
      `the total grew by ${grown} 元 for a part of ${part} 元`,
    );
    assert.deepEqual(errors, []);
  });

  test('the sub-site home and the claim form fit a 390 px phone', async () => {
    // The server's first paint of /Coupon/Home, all a slow phone shows until the code has run.
    const bare = await browser.newContext({ viewport: PHONE, baseURL: server.baseUrl });
    const firstPaint = await bare.newPage();
    await firstPaint.route('**/assets/*.js', (route) => route.abort());
    await firstPaint.goto('/Coupon/Home');
    await firstPaint.locator('.fp-carousel img').waitFor();
    assert.equal(await overflowPastViewport(firstPaint), 0, 'the first paint scrolls sideways');
    await bare.close();

    const { page } = await memberPage(browser, server.baseUrl, member, PHONE);
    for (const screen of ['/Coupon/Home', '/CouponTakeForm', '/CouponTake', '/Coupon/Org']) {
      await page.goto(screen);
      await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
      const overflow = await overflowPastViewport(page);
      assert.equal(overflow, 0, `${screen} scrolls sideways by ${overflow}px`);
    }
    await page.goto('/Coupon/Home');
    await page.getByTestId('coupon-menu-button').click();
    await page.getByTestId('coupon-menu-drawer').getByRole('link', { name: '操作指南' }).click();
    await page.waitForURL('**/Coupon/PerationGuide');
    await page.getByTestId('voucher-article-title').first().waitFor();
  });
});
