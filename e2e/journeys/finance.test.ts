/**
 * Finance journeys of issue #12 in Chromium against the production build: browse a finance
 * tab (URL follows), open a product on both detail presentations, apply for it and see the
 * application pending (and withdraw it), submit a finance demand on /FinanceForm, and undertake
 * a published financing need — a second undertaking is refused.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type {
  FinanceCategory,
  FinanceProductItem,
  FinancingItem,
  MyFinanceApply,
  Page as ResultPage,
} from '@portal/shared/api/index';
import { callApi } from '../support/account.ts';
import { confirmPopconfirm, expectToast } from '../support/browser.ts';
import { formItem, getApi, memberPage, newMember, pickOption } from '../support/home.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';
import { waitForListTotal } from '../support/list.ts';

withServerAndBrowser();

describe('finance journeys', { timeout: 300_000 }, () => {
  test('browse a tab, open a product, apply and see it pending, withdraw', async () => {
    const member = await newMember(server.baseUrl, 'fin');
    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    const cats = await getApi<FinanceCategory[]>(server.baseUrl, '/client/api/finance/cat/list');
    const cat = cats.data[1]!;
    await page.goto('/FinanceList');
    await page.getByTestId('finance-product').first().waitFor();
    await page.getByTestId('finance-tabs').getByRole('tab', { name: cat.catName }).click();
    await page.waitForURL((url) => url.searchParams.get('tabId') === String(cat.id));
    const tab = await getApi<ResultPage<FinanceProductItem>>(
      server.baseUrl,
      '/client/api/finance/product/page',
      { tabId: cat.id },
    );
    assert.ok(tab.data.total > 0, `products under ${cat.catName}`);
    await waitForListTotal(page, tab.data.total);
    const product = tab.data.records[0]!;
    await page.waitForFunction(
      (name) =>
        document.querySelector('[data-testid="finance-product-title"]')?.textContent === name,
      product.productName,
    );

    await page.getByTestId('finance-product-title').first().click();
    await page.waitForURL((url) => url.pathname === '/Financedetail');
    const detail = page.getByTestId('finance-detail');
    assert.equal(await detail.getByTestId('detail-title').textContent(), product.productName);
    await detail.getByText(product.orgName).first().waitFor();
    assert.ok((await detail.getByTestId('product-documents').locator('li').count()) > 0);

    await page.goto(`/NewFinancedetail?id=${product.id}`);
    await page.getByTestId('finance-detail-new').getByText(product.productName).first().waitFor();
    await page.goto('/Financedetail?id=99999999');
    await page.getByTestId('detail-not-found').waitFor();

    await page.goto(`/Financedetail?id=${product.id}`);
    await page.getByTestId('apply-link').click();
    await page.waitForURL((url) => url.pathname === '/RequestApplication');
    const form = page.getByTestId('product-apply-form');
    await form.getByTestId('apply-submit').click();
    await form.getByText('请输入企业名称').waitFor();
    await formItem(page, form, '企业名称').locator('input').fill('济南华辰智能科技有限公司');
    await formItem(page, form, '申请金额（万元）')
      .locator('input')
      .fill(String(product.amountMax + 1));
    await pickOption(page, form, '担保方式');
    await formItem(page, form, '联系人').locator('input').fill('王经理');
    await formItem(page, form, '联系电话').locator('input').fill('13805310009');
    await form.getByTestId('apply-submit').click();
    await expectToast(page, `申请金额不能超过该产品最高额度${product.amountMax}万元`);
    await formItem(page, form, '申请金额（万元）')
      .locator('input')
      .fill(String(Math.max(product.amountMin, 10)));
    await form.getByTestId('apply-submit').click();
    await expectToast(page, '提交成功');
    const mine = page.getByTestId('my-apply');
    await mine.first().waitFor();
    assert.equal(await mine.first().getByTestId('apply-status').innerText(), '待受理');

    await page.goto(`/Financedetail?id=${product.id}`);
    await page.getByTestId('my-application-link').getByText('已申请（待受理）').waitFor();
    await page.getByTestId('my-application-link').click();
    await page.waitForURL((url) => url.pathname === '/RequestApplication');
    await page.getByTestId('withdraw-apply').click();
    await confirmPopconfirm(page);
    await expectToast(page, '撤回成功');
    await page.getByTestId('apply-status').getByText('已撤回').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('submit a finance demand on /FinanceForm', async () => {
    const member = await newMember(server.baseUrl, 'fdf');
    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    await page.goto('/FinanceForm');
    const form = page.getByTestId('finance-demand-form');
    await form.waitFor();
    const companyName = `烟台新材料科技有限公司${Date.now() % 10_000}`;
    await formItem(page, form, '单位名称').locator('input').fill(companyName);
    await formItem(page, form, '法人代表').locator('input').fill('李明');
    await pickOption(page, form, '单位性质');
    await formItem(page, form, '联系人').locator('input').fill('张华');
    await formItem(page, form, '联系电话').locator('input').fill('13800138000');
    await formItem(page, form, '公司注册地址').locator('input').fill('烟台市莱山区科技大道1号');
    await formItem(page, form, '公司主营业务').locator('input').fill('高性能复合材料研发');
    await formItem(page, form, '公司需求描述').locator('input').fill('需要500万元流动资金贷款');
    await form.getByRole('button', { name: '提交申报' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText('请确认提交信息').waitFor();
    assert.equal(await confirm.locator('.ant-modal-confirm-title').innerText(), '提示');
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expectToast(page, '提交成功');
    const mine = await getApi<ResultPage<MyFinanceApply>>(
      server.baseUrl,
      '/client/mine/finance/apply/list',
      { kind: 3 },
      member.token,
    );
    assert.ok(mine.data.records.some((item) => item.companyName === companyName));
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('undertake a financing need; a second undertaking is refused', async () => {
    const member = await newMember(server.baseUrl, 'und');
    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    await page.goto('/DemandUndertaking');
    const row = page.getByTestId('financing-need').filter({ has: page.getByTestId('undertake') });
    await row.first().waitFor();
    const company = (await row.first().locator('.mk-card__title').innerText()).trim();
    await row.first().getByTestId('undertake').click();
    const dialog = page.getByTestId('undertake-dialog');
    await dialog.getByText(`承接融资需求：${company}`).waitFor();
    await formItem(page, dialog, '机构名称').locator('input').fill('齐鲁科创投资基金');
    await formItem(page, dialog, '联系人').locator('input').fill('李经理');
    await formItem(page, dialog, '联系电话').locator('input').fill('13905310001');
    await dialog.getByRole('button', { name: '确认承接' }).click();
    await expectToast(page, '提交成功');
    const taken = page.getByTestId('financing-need').filter({ hasText: company });
    await taken.first().getByTestId('undertaken').waitFor();

    const needs = await getApi<ResultPage<FinancingItem>>(
      server.baseUrl,
      '/client/api/finance/financing/page',
      { pageSize: 100 },
      member.token,
    );
    const need = needs.data.records.find((n) => n.isUndertaken);
    assert.ok(need, 'listed as taken for this member');
    const again = await callApi(
      server.baseUrl,
      '/client/mine/finance/financing/undertake',
      {
        financingId: need.id,
        orgName: '齐鲁科创投资基金',
        linkName: '李经理',
        linkPhone: '13905310001',
      },
      member.token,
    );
    assert.equal(again.code, 409);
    assert.equal(again.msg, '您已承接过该融资需求，请勿重复提交');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
