/**
 * 证券化信息 (/UserInfo/SecuritiesInfor, issue 13) in Chromium against the production build: a
 * member applies for an IP-finance product and for an ordinary one, finds only the first in
 * the tab with its status 待受理, opens it on /Securdetails, and withdraws it from the tab.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FinanceProductItem, Page as ResultPage } from '@portal/shared/api/index';
import { IP_FINANCE_GUARANTY_TYPE } from '@portal/shared/enums/finance-product';
import type { Browser } from 'playwright-core';
import { callApi } from '../support/account.ts';
import { expectToast, launchBrowser } from '../support/browser.ts';
import { getApi, memberPage, newMember } from '../support/home.ts';
import { startServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('证券化信息', { timeout: 300_000 }, () => {
  test('an IP-finance application shows with its status, opens /Securdetails, is withdrawn', async () => {
    const member = await newMember(server.baseUrl, 'secu');
    const products = await getApi<ResultPage<FinanceProductItem>>(
      server.baseUrl,
      '/client/api/finance/product/page',
      { pageSize: 100 },
    );
    const isIp = (p: FinanceProductItem) =>
      p.guarantyType === IP_FINANCE_GUARANTY_TYPE || /知识产权|证券化/.test(p.catName);
    const ip = products.data.records.find(isIp);
    const plain = products.data.records.find((p) => !isIp(p));
    assert.ok(ip && plain, 'demo data holds both kinds of product');
    for (const p of [ip, plain]) {
      const res = await callApi(
        server.baseUrl,
        '/client/mine/finance/product/apply',
        {
          productId: p.id,
          companyName: '青岛海科知识产权运营有限公司',
          applyMoney: p.amountMin || 10,
          guarantyType: 1,
          linkName: '李经理',
          linkPhone: '13905320011',
        },
        member.token,
      );
      assert.equal(res.code, 1, res.msg);
    }

    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    await page.goto('/UserInfo/SecuritiesInfor');
    const rows = page.getByTestId('securities-list').getByTestId('my-apply');
    await rows.first().waitFor();
    assert.equal(await rows.count(), 1);
    const row = rows.first();
    assert.equal(await row.getByTestId('apply-status').textContent(), '待受理');
    assert.equal(await row.getByTestId('apply-product').textContent(), ip.productName);
    assert.equal(await page.getByText(plain.productName).count(), 0);

    await row.getByTestId('apply-product').click();
    await page.waitForURL((url) => url.pathname === '/Securdetails');
    assert.equal(new URL(page.url()).searchParams.get('id'), String(ip.id));
    await page.getByTestId('secur-detail').waitFor();
    assert.equal(await page.getByTestId('secur-apply').textContent(), '查看我的申请');

    await page.goBack();
    await row.getByTestId('withdraw-apply').click();
    await page
      .getByRole('button', { name: '确 定' })
      .or(page.getByRole('button', { name: '确定' }))
      .click();
    await expectToast(page, '撤回成功');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="securities-list"] [data-testid="apply-status"]')
          ?.textContent === '已撤回',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});
