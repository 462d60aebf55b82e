/**
 * Member-centre additions of issue 13 in Chromium against the production build. 证券化信息
 * (/UserInfo/SecuritiesInfor): a member applies for an IP-finance product and for an ordinary
 * one, finds only the first in the tab with its status 待受理, opens it on /Securdetails, and
 * withdraws it from the tab; the ordinary one shows under 我的金融申请 (/UserInfo/MyFinance). 我的报名 → 仪器预约 (/UserInfo/MySignUp?tab=booking): a booking
 * made on an instrument shows 待确认, links to the instrument, and is cancelled from the tab.
 * 我的交易 → 结算订单 (/UserInfo/Mytrading?tab=settlement): an order the operator opened for
 * the member shows 待支付 and opens /Mytradingdetail. A question asked in 互动交流 shows under
 * 我的消息 → 我的提问 (待回复), and an answered questionnaire under 我的政策申报 → 问卷调查 with its
 * link to the results on /TheForm.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type {
  FinanceProductItem,
  QuestionnaireDetail,
  QuestionnaireItem,
  ResourceItem,
  Page as ResultPage,
} from '@portal/shared/api/index';
import { IP_FINANCE_GUARANTY_TYPE } from '@portal/shared/enums/finance-product';
import { callApi } from '../support/account.ts';
import { confirmPopconfirm, expectToast } from '../support/browser.ts';
import { getApi, memberPage, newMember } from '../support/home.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';
import { dealIdsNewestFirst, openSettlementOrder } from '../support/settlement.ts';

withServerAndBrowser();

describe('member centre: 证券化信息 and 仪器预约', { timeout: 300_000 }, () => {
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
    await confirmPopconfirm(page);
    await expectToast(page, '撤回成功');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="securities-list"] [data-testid="apply-status"]')
          ?.textContent === '已撤回',
    );

    // The ordinary loan application is under 我的金融申请 in the member-centre menu (issue 26).
    await page
      .locator('nav[aria-label="个人中心"]')
      .getByRole('link', { name: '我的金融申请' })
      .click();
    await page.waitForURL((url) => url.pathname === '/UserInfo/MyFinance');
    const mine = page.getByTestId('my-finance-products').getByTestId('my-apply');
    const plainRow = mine.filter({ hasText: plain.productName });
    await plainRow.first().waitFor();
    assert.equal(await plainRow.first().getByTestId('apply-status').textContent(), '待受理');
    assert.equal(await page.locator('nav[aria-label="个人中心"]').getByText('产品申请').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('an instrument booking shows under 我的报名 → 仪器预约 and is cancelled there', async () => {
    const member = await newMember(server.baseUrl, 'book');
    const instruments = await getApi<ResultPage<ResourceItem>>(
      server.baseUrl,
      '/client/api/resource/instrument/page',
    );
    const instrument = instruments.data.records[0]!;
    // Past every seeded booking (they reach 20 days ahead), and another day than resources.test.
    // A Monday–Friday: instruments open on workdays (issue 26).
    let ahead = 27;
    const dayAt = (n: number) =>
      new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);
    while ([0, 6].includes(new Date(`${dayAt(ahead)}T00:00:00Z`).getUTCDay())) ahead += 1;
    const day = dayAt(ahead);
    const booked = await callApi<{ id: number }>(
      server.baseUrl,
      '/client/mine/resource/instrument/book',
      {
        instrumentId: instrument.id,
        bookDate: day,
        slot: 2,
        purpose: '薄膜样品厚度测量',
        linkName: '赵工',
        linkPhone: '13905310033',
      },
      member.token,
    );
    assert.equal(booked.code, 1, booked.msg);

    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    await page.goto('/UserInfo/MySignUp');
    await page.getByTestId('my-list-empty').waitFor();
    await page.getByTestId('sign-up-tab').getByText('仪器预约').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'booking');
    const row = page.getByTestId('my-booking');
    await row.waitFor();
    assert.equal(await row.getByTestId('booking-status').textContent(), '待确认');
    assert.equal(await row.getByTestId('booking-instrument').textContent(), instrument.name);
    assert.match((await row.textContent()) ?? '', new RegExp(day));

    await page.reload();
    await row.getByTestId('cancel-booking').click();
    await confirmPopconfirm(page);
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="my-booking"] [data-testid="booking-status"]')
          ?.textContent === '已取消',
    );
    await row.getByTestId('booking-instrument').click();
    await page.waitForURL((url) => url.pathname.endsWith('/TestDeviceDetail'));
    assert.equal(new URL(page.url()).searchParams.get('id'), String(instrument.id));
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a settlement order shows under 我的交易 → 结算订单 and opens its detail', async () => {
    const member = await newMember(server.baseUrl, 'trd');
    // The demo settles the first deals already; the newest has no order yet.
    const [newestDeal] = await dealIdsNewestFirst(server.baseUrl);
    const orderId = await openSettlementOrder(server, newestDeal!, member);

    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    await page.goto('/UserInfo/Mytrading');
    await page.getByTestId('my-list-empty').waitFor();
    await page.getByTestId('trading-tab').getByText('结算订单').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'settlement');
    const row = page.getByTestId('settlement-order');
    await row.waitFor();
    assert.equal(await row.count(), 1);
    assert.match((await row.textContent()) ?? '', /待支付/);
    await row.getByRole('link', { name: '交易详情' }).click();
    await page.waitForURL((url) => url.pathname === '/Mytradingdetail');
    assert.equal(new URL(page.url()).searchParams.get('id'), String(orderId));
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a question and a questionnaire answer show in their member-centre tabs', async () => {
    const member = await newMember(server.baseUrl, 'gaps');
    const title = `技术合同登记能否线上办理 ${member.user.username.slice(-6)}`;
    const asked = await callApi(
      server.baseUrl,
      '/client/mine/interaction/ask',
      { title, category: 3, content: '请问技术合同登记是否必须到窗口现场办理？' },
      member.token,
    );
    assert.equal(asked.code, 1, asked.msg);
    const list = await getApi<ResultPage<QuestionnaireItem>>(
      server.baseUrl,
      '/client/api/questionnaire/page',
      { pageSize: 50 },
    );
    const survey = list.data.records.find((q) => q.open);
    assert.ok(survey, 'demo data holds an open questionnaire');
    const detail = await getApi<QuestionnaireDetail>(
      server.baseUrl,
      '/client/api/questionnaire/detail',
      { id: survey.id },
      member.token,
    );
    const answers = detail.data.questions.map((q) =>
      q.type === 3
        ? { questionId: q.id, text: '希望增加线上办理' }
        : { questionId: q.id, options: [0] },
    );
    const answered = await callApi(
      server.baseUrl,
      '/client/api/questionnaire/answer',
      { id: survey.id, answers },
      member.token,
    );
    assert.equal(answered.code, 1, answered.msg);

    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    await page.goto('/UserInfo/MyNews');
    await page.getByTestId('news-tab').getByText('我的提问').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'question');
    const question = page.getByTestId('my-question-list').getByTestId('my-question');
    await question.waitFor();
    assert.equal(await question.count(), 1);
    assert.match((await question.textContent()) ?? '', /待回复/);
    assert.equal(await question.getByTestId('question-title').textContent(), title);

    await page.goto('/UserInfo/MyPolicy');
    await page.getByTestId('policy-tab').getByText('问卷调查').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'questionnaire');
    const row = page.getByTestId('my-questionnaire-row');
    await row.waitFor();
    assert.equal(await row.count(), 1);
    assert.match((await row.textContent()) ?? '', new RegExp(survey.title));
    await row.getByRole('link', { name: '查看结果' }).click();
    await page.waitForURL((url) => url.pathname === '/TheForm');
    assert.equal(new URL(page.url()).searchParams.get('id'), String(survey.id));
    assert.deepEqual(errors, []);
    await context.close();
  });
});
