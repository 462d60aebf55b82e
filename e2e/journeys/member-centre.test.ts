/**
 * Member centre journeys of issue #13 (part 1) in Chromium against the production build: a
 * member collects an outcome and signs up for an activity on their pages, undertakes a need and
 * publishes one, then finds each in its member-centre tab with the right status; cancels the
 * collection from MyCollect, withdraws the undertaking and the need; every tab at 360 px.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type {
  ActionItem,
  Page as ApiPage,
  NeedItem,
  NeedTag,
  OutcomeItem,
} from '@portal/shared/api/index';
import type { Page } from 'playwright-core';
import { PNG_1X1 } from '../support/account.ts';
import { confirmPopconfirm, expectToast, settled } from '../support/browser.ts';
import {
  certifiedMember,
  formItem,
  getApi,
  memberPage,
  newMember,
  pickSelectOption,
} from '../support/home.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';
import { overflowPastViewport } from '../support/layout.ts';

withServerAndBrowser();

async function postApi<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}/gateway${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  assert.equal(envelope.code, 1, `${path}: ${envelope.msg}`);
  return envelope.data;
}

/** The row of a member-centre list holding `text`. */
function row(page: Page, testId: string, text: string) {
  return page.getByTestId(testId).filter({ hasText: text }).first();
}

describe('member centre journeys', { timeout: 300_000 }, () => {
  test('collect, sign up, undertake and publish, then find each in its tab; cancel and withdraw', async () => {
    const member = await certifiedMember(server, 'mc');
    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);

    // Collect an outcome on its detail page.
    const outcome = (await getApi<ApiPage<OutcomeItem>>(server.baseUrl, '/client/api/outcome/page'))
      .data.records[0]!;
    await page.goto(`/Project/Outcome/OutcomeDetail?id=${outcome.id}`);
    const collect = page.getByTestId('outcome-detail').getByTestId('collect-button');
    await collect.getByText('收藏', { exact: true }).waitFor();
    await collect.click();
    await expectToast(page, '收藏成功');

    // Sign up for an open activity through its dialog.
    const open = (
      await postApi<ApiPage<ActionItem>>('/client/api/action/page', { status: 1, pageSize: 100 })
    ).records.find((item) => item.maxSignups === null || item.signCount < item.maxSignups);
    assert.ok(open, 'an activity open for sign-up');
    await page.goto(`/ActivityDetail?catId=${open.catId}&id=${open.id}`);
    await page.getByTestId('activity-detail').getByTestId('sign-up-button').click();
    const dialog = page.getByTestId('sign-up-dialog').locator('.ant-modal');
    await dialog.waitFor();
    await formItem(page, dialog, '企业名称').locator('input').fill('烟台蓝海生物科技有限公司');
    await formItem(page, dialog, '联系人').locator('input').fill('孙丽');
    await formItem(page, dialog, '联系电话').locator('input').fill('13706350001');
    await dialog.getByRole('button', { name: '确认报名' }).click();
    await expectToast(page, '提交成功');

    // Undertake an open need and publish one (their own screens have journeys of their own).
    const need = (
      await getApi<ApiPage<NeedItem>>(server.baseUrl, '/client/api/need/page', {
        open: true,
        pageSize: 20,
      })
    ).data.records.find((n) => n.companyName !== null)!;
    await postApi(
      '/client/mine/need/undertake',
      {
        needId: need.id,
        companyName: '烟台蓝海生物科技有限公司',
        linkman: '孙丽',
        linkphone: '13706350001',
        content: '我方具备相关中试条件，可在三个月内提交验证方案。',
      },
      member.token,
    );
    const tags = (await getApi<NeedTag[]>(server.baseUrl, '/need/tags/list')).data;
    const myNeedName = '海洋生物活性多肽高效分离纯化技术';
    await postApi(
      '/need/add',
      {
        goodsName: myNeedName,
        needType: tags.find((t) => t.type === 1)!.id,
        giveType: tags.find((t) => t.type === 2)!.id,
        deadlineTime: '2027-12-31',
        goodsDesc: '寻求可放大的分离纯化工艺。',
      },
      member.token,
    );

    // MyCollect: the outcome under its kind; the kind filter goes into the URL; cancel it.
    await page.goto('/UserInfo/MyCollect');
    await row(page, 'my-collect-row', outcome.goodsName).waitFor();
    await pickSelectOption(page, page.getByTestId('collect-kind'), '技术成果');
    await page.waitForURL((url) => url.searchParams.get('kind') === 'tech');
    const collected = row(page, 'my-collect-row', outcome.goodsName);
    await collected.getByText('技术成果').waitFor();
    await collected.getByTestId('cancel-collect').click();
    await confirmPopconfirm(page);
    await expectToast(page, '取消收藏成功');
    await page.getByTestId('my-list-empty').getByText('暂无收藏的技术成果').waitFor();

    // MySignUp: the activity with its status.
    await page.getByRole('link', { name: '我的报名' }).click();
    await page.waitForURL((url) => url.pathname === '/UserInfo/MySignUp');
    // The sign-up's own status beside it; the activity's 报名中 is labelled as the activity's.
    const signUpRow = row(page, 'my-sign-up-row', open.actionName);
    await signUpRow.getByTestId('sign-up-status').getByText('报名成功').waitFor();
    await signUpRow.getByTestId('activity-status').getByText('报名中').waitFor();

    // MyUndertake: 待对接; the detail withdraws it (→ 已撤回).
    await page.getByRole('link', { name: '我的承接' }).click();
    const taken = row(page, 'my-undertake-row', need.goodsName);
    await taken.getByText('待对接').waitFor();
    await taken.getByRole('link', { name: need.goodsName }).click();
    await page.waitForURL((url) => url.pathname === '/UserInfo/MyUndertake/detail');
    await page.getByTestId('withdraw-undertake').click();
    await confirmPopconfirm(page);
    await expectToast(page, '撤回成功');
    await page.getByTestId('my-undertake-detail').getByText('已撤回').first().waitFor();
    assert.equal(await page.getByTestId('withdraw-undertake').count(), 0);

    // MyNeed: 待审核; the detail withdraws it (→ 已下架).
    await page.getByRole('link', { name: '我的需求' }).click();
    const mine = row(page, 'my-need-row', myNeedName);
    await mine.getByText('待审核').waitFor();
    await mine.getByRole('link', { name: myNeedName }).click();
    await page.waitForURL((url) => url.pathname === '/UserInfo/MyNeed/detail');
    await page.getByTestId('my-need-detail').getByText('暂未收到承接').waitFor();
    await page.getByTestId('close-need').click();
    await confirmPopconfirm(page);
    await expectToast(page, '下架成功');
    await page.getByTestId('my-need-detail').getByText('已下架').waitFor();

    // Mytrading: a transfer registration with its §4 status and its history.
    await postApi('/client/mine/transfer/risk', {}, member.token);
    await page.getByRole('link', { name: '我的交易' }).click();
    const registration = page.getByTestId('my-trading-row').first();
    await registration.getByTestId('order-status').getByText('未登记/已支付').waitFor();
    await registration.getByTestId('order-history-toggle').click();
    await registration.getByTestId('order-history').getByText('提交：未登记/已支付').waitFor();

    // Another member's need id reads as not found.
    await page.goto(`/UserInfo/MyNeed/detail?id=${need.id}`);
    await page.getByTestId('detail-not-found').waitFor();

    await context.close();
    assert.deepEqual(errors, []);
  });

  test('VIP centre: points from signing in, buy a level and cancel it, buy another and pay it by transfer', async () => {
    const member = await newMember(server.baseUrl, 'vip');
    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    await page.goto('/UserInfo/VipCenter');
    const centre = page.getByTestId('vip-center');
    await centre.getByTestId('current-level').getByText('普通会员').waitFor();
    // Registering signed the member in: today's login is on the ledger and in the balance.
    await centre.getByTestId('point-balance').getByText('2', { exact: true }).waitFor();
    await page.goto('/UserInfo/ScoreRecord');
    await row(page, 'point-entry', '每日登录').getByText('+2').waitFor();

    await page.goto('/UserInfo/VipCenter');
    const gold = page
      .getByTestId('level-card')
      .filter({ has: page.getByRole('heading', { name: '金卡会员' }) });
    await gold.getByRole('button', { name: /^购\s?买$/ }).click();
    const dialog = page.getByRole('dialog');
    await settled(dialog);
    await dialog.getByTestId('level-amount').getByText('¥3,000.00').waitFor();
    await dialog.getByRole('button', { name: '确认购买' }).click();
    await expectToast(page, '订单已生成，请完成支付');
    await page.waitForURL('**/UserInfo/buyLevelRecord');
    const purchase = row(page, 'level-purchase', '金卡会员');
    await purchase.getByText('待支付').waitFor();
    await purchase.getByText('金额 ¥3,000.00').waitFor();
    await purchase.getByRole('button', { name: '取消订单' }).click();
    await page
      .getByRole('button', { name: '确 定' })
      .or(page.getByRole('button', { name: '确定' }))
      .click();
    await expectToast(page, '已取消');
    await purchase.getByText('已取消').waitFor();

    // Buy silver and pay it by bank transfer; the operator confirms and the level starts.
    await page.goto('/UserInfo/VipCenter');
    await page
      .getByTestId('level-card')
      .filter({ has: page.getByRole('heading', { name: '银卡会员' }) })
      .getByRole('button', { name: /^购\s?买$/ })
      .click();
    await settled(page.getByRole('dialog'));
    await page.getByRole('dialog').getByRole('button', { name: '确认购买' }).click();
    await page.waitForURL('**/UserInfo/buyLevelRecord');
    const silver = row(page, 'level-purchase', '银卡会员');
    await silver.getByRole('button', { name: '去支付' }).click();
    const payDialog = page.getByRole('dialog');
    await settled(payDialog);
    await payDialog.getByTestId('payee').getByText('收款账号').waitFor();
    const form = payDialog.getByTestId('pay-form');
    await formItem(page, form, '付款户名').locator('input').fill('济南华辰智能科技有限公司');
    await formItem(page, form, '付款账号').locator('input').fill('6222021602012345678');
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: '转账凭证.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await form.locator('.ant-upload-list-item-done').first().waitFor();
    await payDialog.getByTestId('pay-submit').click();
    await expectToast(page, '已提交转账凭证，请等待确认');
    await silver.getByTestId('payment-pending').waitFor();
    // The order's own word while the slip waits (issue 26).
    await silver.getByTestId('level-purchase-status').getByText('待确认到账').waitFor();
    const pending = (await server.operator(['payment-pending']))
      .split('\n')
      .find((line) => line.includes(member.user.username) && line.includes('level'));
    assert.ok(pending, 'the level payment waits for the operator');
    await server.operator(['payment-confirm', pending.split('\t')[0]!]);
    await page.reload();
    await silver.getByText('已支付').waitFor();
    await page.goto('/UserInfo/VipCenter');
    await page.getByTestId('current-level').getByText('银卡会员').waitFor();

    await context.close();
    assert.deepEqual(errors, []);
  });

  test('phones at 360 px: every tab fits, the tab row scrolls sideways, empty states lead on', async () => {
    const member = await newMember(server.baseUrl, 'mcp');
    const { page, context, errors } = await memberPage(browser, server.baseUrl, member, {
      width: 360,
      height: 740,
    });
    const tabs: [string, string][] = [
      ['MyCollect', 'my-collect-list'],
      ['MySignUp', 'my-sign-up-list'],
      ['MyNeed', 'my-need-list'],
      ['MyUndertake', 'my-undertake-list'],
      ['MyBounty', 'my-bounty-list'],
      ['MyCompetitive', 'my-competitive-list'],
      ['Contract', 'my-contract-list'],
      ['Mytrading', 'my-trading-list'],
      ['MyResult', 'my-result-list'],
      ['MyExchange', 'my-exchange'],
      ['MyTake', 'my-take'],
      ['buyLevelRecord', 'buy-level-record'],
      ['MyCouponOrder', 'my-coupon-order'],
    ];
    for (const [name, testId] of tabs) {
      await page.goto(`/UserInfo/${name}`);
      await page.getByTestId(testId).getByTestId('my-list-empty').waitFor();
      assert.equal(await overflowPastViewport(page), 0, `${name} scrolls sideways`);
    }
    const nav = page.getByRole('navigation', { name: '个人中心' });
    const scrolls = await nav.evaluate((el) => el.scrollWidth > el.clientWidth);
    assert.ok(scrolls, 'the tab row scrolls sideways');
    // The empty voucher tabs lead into the sub-site (followed in journeys/voucher.test.ts).
    await page
      .getByTestId('my-coupon-order')
      .getByRole('button', { name: '浏览服务产品' })
      .waitFor();
    await context.close();
    assert.deepEqual(errors, []);
  });
});
