/**
 * Console decision queues of issue #14 in Chromium against the production build: a member pays
 * a settlement order by transfer slip; a review operator finds it in 转账付款确认, opens the
 * detail and confirms it; the member sees the order 已支付 and a message. The payment,
 * application and financing screens fit a 360 px phone.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { formatMoney } from '@portal/shared/format';
import type { Page } from 'playwright-core';
import { callApi, uploadPng } from '../support/account.ts';
import {
  createOperator,
  expectConsoleScreensFit,
  firstConsoleLogin,
  openConsole,
} from '../support/admin.ts';
import { expectToast, openPage } from '../support/browser.ts';
import { memberPage, newMember } from '../support/home.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';
import { dealIdsNewestFirst, openSettlementOrder, settlementOrder } from '../support/settlement.ts';

const FIRST_PASSWORD = 'first123!op';
const NEW_PASSWORD = 'second456!op';

withServerAndBrowser(async () => {
  await createOperator(server, 'e2e_payreview', '付款审核员', 'review', FIRST_PASSWORD);
});

const firstLogin = (page: Page, username: string) =>
  firstConsoleLogin(page, server.baseUrl, username, FIRST_PASSWORD, NEW_PASSWORD);

describe('console decision queues journey', { timeout: 300_000 }, () => {
  test('a review operator confirms a transfer slip; the member sees the order 已支付', async () => {
    const member = await newMember(server.baseUrl, 'qpay');
    const [newestDeal] = await dealIdsNewestFirst(server.baseUrl);
    const orderId = await openSettlementOrder(server, newestDeal!, member);
    const order = await settlementOrder(server.baseUrl, member, orderId);
    const slipFileId = await uploadPng(server.baseUrl, member.token, '转账凭证.png');
    const paid = await callApi(
      server.baseUrl,
      '/client/mine/settlement/order/pay',
      {
        orderId,
        amount: order.totalAmount.toFixed(2),
        payerName: '济南华辰智能科技有限公司',
        payerAccount: '6222021602012345678',
        slipFileId,
      },
      member.token,
    );
    assert.equal(paid.code, 1, paid.msg);

    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await firstLogin(page, 'e2e_payreview');
    await page.getByRole('link', { name: '转账付款确认' }).click();
    await page.getByPlaceholder('账号、订单号或付款人').fill(order.orderNo);
    await page.getByPlaceholder('账号、订单号或付款人').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('keyword') === order.orderNo);
    await page.getByRole('link', { name: new RegExp(order.orderNo) }).click();
    const detail = page.getByTestId('payment-detail');
    await detail.getByText('转账凭证.png').waitFor();
    assert.equal(await page.getByTestId('payment-status').textContent(), '待确认');
    // The private slip opens for the review role.
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: '查看凭证' }).click();
    await (await popup).close();
    await page.getByRole('button', { name: '通 过' }).click();
    // Money moves only after the whole item is shown: 应付金额 beside the transferred amount.
    const summary = page.getByTestId('payment-confirm-summary');
    await summary.getByText('应付金额').waitFor();
    assert.equal(
      (await summary.getByText(`${formatMoney(order.totalAmount)} 元`).count()) >= 2,
      true,
    );
    await page.getByRole('button', { name: '确认到账' }).click();
    await expectToast(page, '已通过');
    await page.getByTestId('payment-status').getByText('已确认').waitFor();
    assert.equal(await page.getByRole('button', { name: '通 过' }).count(), 0);
    assert.deepEqual(errors, []);
    await context.close();

    const portal = await memberPage(browser, server.baseUrl, member);
    await portal.page.goto(`/Mytradingdetail?id=${orderId}`);
    const trading = portal.page.getByTestId('trading-detail');
    await trading.getByTestId('settlement-status').getByText('已支付').waitFor();
    await trading.getByTestId('status-history').getByText('待支付 → 已支付').waitFor();
    await portal.page.goto('/UserInfo/MyNews');
    await portal.page
      .getByTestId('message-row')
      .filter({ hasText: '交易结算：订单已支付' })
      .first()
      .waitFor();
    assert.deepEqual(portal.errors, []);
    await portal.context.close();
  });

  test('the decision queue screens fit a 360 px phone', async () => {
    const { page, context, errors } = await openConsole(
      browser,
      server.baseUrl,
      'e2e_payreview',
      NEW_PASSWORD,
    );
    await expectConsoleScreensFit(page, [
      '/admin/',
      '/admin/payments',
      '/admin/payments?status=1',
      '/admin/applications?kind=policy',
      '/admin/applications?kind=booking',
      '/admin/financing',
      '/admin/registrations?kind=transfer',
      '/admin/registrations?kind=contract&status=4',
    ]);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
