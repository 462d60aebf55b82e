/**
 * Settlement journey of issue #12 in Chromium against the production build: the operator opens
 * the settlement order of a deal for the member who took it over; the member sees it on
 * /FinancialSettlement with its amounts, pays by bank transfer with a slip on /Transfereedetail,
 * the operator confirms the payment via the CLI, and the member sees the order paid with its
 * history on /Mytradingdetail and a message in 我的消息. Another member's order is not found.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page as ResultPage, SettlementOrderDetail } from '@portal/shared/api/index';
import { formatMoney } from '@portal/shared/format';
import { PNG_1X1 } from '../support/account.ts';
import { expectToast } from '../support/browser.ts';
import { formItem, getApi, memberPage, newMember } from '../support/home.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';
import { dealIdsNewestFirst, openSettlementOrder, settlementOrder } from '../support/settlement.ts';

withServerAndBrowser();

describe('settlement journey', { timeout: 300_000 }, () => {
  test('pay a deal order by transfer slip; the operator confirms; the member sees it paid', async () => {
    const member = await newMember(server.baseUrl, 'stl');
    // The demo settles the first deals already; take the newest id, which has no order yet.
    const [newestDeal] = await dealIdsNewestFirst(server.baseUrl);
    const orderId = await openSettlementOrder(server, newestDeal!, member);
    const order = await settlementOrder(server.baseUrl, member, orderId);
    assert.equal(order.status, 0);

    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    await page.goto('/FinancialSettlement');
    const row = page.getByTestId('settlement-order').filter({ hasText: order.orderNo });
    await row.waitFor();
    assert.equal(
      await row.getByTestId('order-total').innerText(),
      `¥${formatMoney(order.totalAmount)}`,
    );
    assert.match(await row.getByTestId('order-total').innerText(), /^¥\d{1,3}(,\d{3})*\.\d{2}$/);
    assert.equal(await row.getByTestId('settlement-status').innerText(), '待支付');
    await row.getByTestId('go-pay').click();
    await page.waitForURL((url) => url.pathname === '/Transfereedetail');

    const form = page.getByTestId('pay-form');
    await page.getByTestId('payee').getByText('收款账号').waitFor();
    await page.getByTestId('pay-submit').click();
    await form.getByText('请输入付款户名').waitFor();
    await formItem(page, form, '转账金额（元）').locator('input').fill('100');
    await formItem(page, form, '付款户名').locator('input').fill('济南华辰智能科技有限公司');
    await formItem(page, form, '付款账号').locator('input').fill('6222021602012345678');
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: '转账凭证.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await form.locator('.ant-upload-list-item-done').first().waitFor();
    await page.getByTestId('pay-submit').click();
    await expectToast(page, `转账金额须与应付金额${formatMoney(order.totalAmount)}元一致`);
    await formItem(page, form, '转账金额（元）')
      .locator('input')
      .fill(order.totalAmount.toFixed(2));
    await page.getByTestId('pay-submit').click();
    await expectToast(page, '已提交转账凭证，请等待确认');
    await page.getByTestId('pay-pending').waitFor();

    const pending = await getApi<SettlementOrderDetail>(
      server.baseUrl,
      '/client/mine/settlement/order/detail',
      { id: orderId },
      member.token,
    );
    const payment = pending.data.payments[0]!;
    assert.equal(payment.status, 0);
    assert.ok(
      (await server.operator(['payment-confirm', String(payment.id)])).includes('已确认付款'),
    );
    await assert.rejects(server.operator(['payment-confirm', String(payment.id)]), /已确认/);

    await page.goto(`/Mytradingdetail?id=${orderId}`);
    const detail = page.getByTestId('trading-detail');
    await detail.getByTestId('settlement-status').getByText('已支付').waitFor();
    await detail.getByTestId('status-history').getByText('待支付 → 已支付').waitFor();
    await detail.getByTestId('payment-row').getByText('已确认').waitFor();
    assert.equal(
      await detail.getByTestId('order-fee').innerText(),
      `¥${formatMoney(order.serviceFee)}`,
    );

    await page.goto('/UserInfo/MyNews');
    const message = page.getByTestId('message-row').filter({ hasText: '交易结算：订单已支付' });
    await message.first().waitFor();
    // The paid order under the 已支付 filter.
    await page.goto('/FinancialSettlement?status=1');
    await page
      .getByTestId('settlement-order')
      .filter({ hasText: order.orderNo })
      .getByTestId('settlement-status')
      .getByText('已支付')
      .waitFor();

    // Someone else's order is not found.
    const other = await newMember(server.baseUrl, 'stl2');
    const otherPage = await memberPage(browser, server.baseUrl, other);
    await otherPage.page.goto(`/Mytradingdetail?id=${orderId}`);
    await otherPage.page.getByTestId('detail-not-found').waitFor();
    await otherPage.context.close();

    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the settlement screens fit 360 px phones and 1024 px tablets', async () => {
    const member = await newMember(server.baseUrl, 'stlw');
    const ids = await dealIdsNewestFirst(server.baseUrl);
    const orderId = await openSettlementOrder(server, ids[1]!, member);
    const products = await getApi<ResultPage<{ id: number }>>(
      server.baseUrl,
      '/client/api/finance/product/page',
      {},
    );
    const screens = [
      '/FinancialSettlement',
      `/Transfereedetail?id=${orderId}`,
      `/Mytradingdetail?id=${orderId}`,
      `/Securdetails?id=${products.data.records[0]!.id}`,
    ];
    for (const viewport of [
      { width: 360, height: 740 },
      { width: 1024, height: 768 },
    ]) {
      const { page, context } = await memberPage(browser, server.baseUrl, member, viewport);
      for (const screen of screens) {
        await page.goto(screen);
        await page.waitForLoadState('networkidle');
        await page.locator('[data-testid="skeleton"]').first().waitFor({ state: 'detached' });
        const overflow = await page.evaluate(() => {
          const root = document.scrollingElement ?? document.documentElement;
          return root.scrollWidth - window.innerWidth;
        });
        assert.equal(overflow, 0, `${screen} at ${viewport.width} px scrolls sideways`);
      }
      await context.close();
    }
  });
});
