/**
 * Technology market journeys of issue #5 in Chromium against the production build: browse and
 * filter outcomes (URL and results change), open a detail, collect as a guest (login, return,
 * collected), publish a need and find it in the need list and in search, bid on an auction and
 * see the bid history, run the transfer registration steps.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type {
  BidPage,
  NeedItem,
  OutcomeItem,
  Page as ResultPage,
  RewardItem,
} from '@portal/shared/api/index';
import { formatWan } from '@portal/shared/format';
import { loginWithPuzzle, PNG_1X1 } from '../support/account.ts';
import { expectToast, openPage } from '../support/browser.ts';
import { certifiedMember, formItem, getApi, memberPage, newMember } from '../support/home.ts';

type PwPage = import('playwright-core').Page;
type Scope = ReturnType<PwPage['locator']>;

/**
 * Picks an option of the antd select labelled `label`. Unlike the home helper it lets
 * Playwright wait until the sliding dropdown has settled inside the viewport: on a full page
 * (not a dialog) a forced click can land while the dropdown is still off screen.
 */
async function choose(page: PwPage, scope: Scope, label: string, option?: string) {
  const item = formItem(page, scope, label);
  await item.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await item.locator('.ant-select').click();
  const options = page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
  );
  const target = option ? options.filter({ hasText: option }).first() : options.first();
  await target.click();
  await options.first().waitFor({ state: 'hidden' });
}

import { browser, server, withServerAndBrowser } from '../support/journey.ts';
import { listTotal, waitForListTotal } from '../support/list.ts';

withServerAndBrowser();

describe('technology market journeys', { timeout: 300_000 }, () => {
  test('browse and filter outcomes: the URL and the results follow the filters', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await page.goto('/Project/Outcome');
    await page.getByTestId('outcome-card').first().waitFor();
    const all = await getApi<ResultPage<OutcomeItem>>(server.baseUrl, '/client/api/outcome/page');
    assert.equal(await listTotal(page), all.data.total);

    // A first-level technical field: ?fieldId= and the server's count for it.
    const fieldRow = page.getByTestId('filter-field');
    const fieldName = '电子信息';
    await fieldRow.getByRole('button', { name: fieldName, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.has('fieldId'));
    const fieldId = Number(new URL(page.url()).searchParams.get('fieldId'));
    const byField = await getApi<ResultPage<OutcomeItem>>(
      server.baseUrl,
      '/client/api/outcome/page',
      { fieldId },
    );
    assert.ok(byField.data.total < all.data.total, 'the field narrows the list');
    await waitForListTotal(page, byField.data.total);
    for (const area of await page
      .getByTestId('outcome-card')
      .locator('.ant-tag-blue')
      .allInnerTexts()) {
      assert.ok(
        byField.data.records.some((r) => r.techArea === area),
        `${area} is in ${fieldName}`,
      );
    }
    // Its second level appears; 面议 and a sort go to the URL as well.
    await page.getByTestId('filter-subfield').waitFor();
    await page.getByTestId('filter-price').getByRole('button', { name: '面议' }).click();
    await page.waitForURL((url) => url.searchParams.get('price') === 'negotiable');
    await page.getByRole('tab', { name: '浏览最多' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'views');
    const negotiable = await getApi<ResultPage<OutcomeItem>>(
      server.baseUrl,
      '/client/api/outcome/page',
      { fieldId, negotiable: true, sort: 'views' },
    );
    await waitForListTotal(page, negotiable.data.total);
    // Same count as before the sort, so wait for the sorted page itself, not only the total.
    const firstTitle = negotiable.data.records[0]?.goodsName;
    if (firstTitle) {
      await page.waitForFunction(
        (title) => document.querySelector('[data-testid="outcome-title"]')?.textContent === title,
        firstTitle,
      );
    }
    // A keyword with no match: the no-data placeholder; 不限 brings results back.
    await page.getByTestId('list-keyword').locator('input').fill('不存在的成果名称zzz');
    await page.getByTestId('list-keyword').locator('input').press('Enter');
    await page.getByTestId('no-data').waitFor();
    assert.match(page.url(), /keyword=/);
    await page.goto('/Project/Outcome?pageNum=2');
    await page.getByTestId('outcome-card').first().waitFor();
    assert.equal(await page.locator('.ant-pagination-item-active').textContent(), '2');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('open a detail, collect as a guest: login, back to the same detail, collected', async () => {
    const member = await newMember(server.baseUrl, 'mkt');
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await page.goto('/Project/Outcome');
    const first = page.getByTestId('outcome-title').first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL((url) => url.pathname === '/Project/Outcome/OutcomeDetail');
    const detailUrl = new URL(page.url());
    assert.equal(await page.getByTestId('detail-title').textContent(), title);

    await page.getByTestId('outcome-detail').getByTestId('collect-button').click();
    await page.waitForURL((url) => url.pathname === '/login');
    assert.equal(
      new URL(page.url()).searchParams.get('redirect'),
      `${detailUrl.pathname}${detailUrl.search}`,
    );
    await loginWithPuzzle(page, server.baseUrl, member.user);
    await page.getByTestId('certify-later').click();
    await page.waitForURL(
      (url) => url.pathname === detailUrl.pathname && url.search === detailUrl.search,
    );
    const button = page.getByTestId('outcome-detail').getByTestId('collect-button');
    await button.getByText('收藏', { exact: true }).waitFor();
    await button.click();
    await expectToast(page, '收藏成功');
    await button.getByText('已收藏').waitFor();
    await page.reload();
    await button.getByText('已收藏').waitFor();
    await button.click();
    await expectToast(page, '取消收藏成功');
    await button.getByText('收藏', { exact: true }).waitFor();

    // The other two presentations of the same outcome, and a not-found id.
    await page.goto(`/Project/Outcome/OutcomeDetails${detailUrl.search}`);
    const sheet = page.getByTestId('outcome-datasheet');
    await sheet.getByText('技术参数表').waitFor();
    // No internal ids; 技术说明 keeps its headings and bullets apart.
    assert.equal(await sheet.getByText(/成果编号|地区编码|^\d{6}$/).count(), 0);
    const technical = page.getByTestId('datasheet-detail');
    assert.ok((await technical.locator('h3').count()) > 0, 'headings stay headings');
    assert.ok((await technical.locator('li').count()) > 0, 'bullets stay bullets');
    await page.goto(`/Project/Outcome/NewOutcomeDetail${detailUrl.search}`);
    assert.equal(await page.getByTestId('detail-title').textContent(), title);
    await page.goto('/Project/Outcome/OutcomeDetail?id=99999999');
    await page.getByTestId('detail-not-found').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('publish a need, then find it in the need list and in search', async () => {
    const member = await certifiedMember(server, 'pub');
    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    const name = `钙钛矿叠层电池封装工艺需求${Date.now().toString(36)}`;
    await page.goto('/PublishRequirement');
    const form = page.getByTestId('publish-requirement');
    await page.getByTestId('publish-submit').click();
    await form.getByText('请输入需求名称').waitFor();
    await formItem(page, form, '需求名称').locator('input').fill(name);
    await choose(page, form, '需求类别');
    await choose(page, form, '转让方式');
    const deadline = formItem(page, form, '截止时间').locator('input');
    await deadline.click();
    await deadline.fill('2030-06-30');
    await deadline.press('Enter');
    await formItem(page, form, '需求描述')
      .locator('textarea')
      .fill('寻求钙钛矿叠层电池的低成本封装方案。');
    await page.getByTestId('publish-submit').click();
    await expectToast(page, '提交成功');
    await page.getByTestId('publish-result').waitFor();

    await page.goto(`/NeedList?keyword=${encodeURIComponent(name)}`);
    const card = page.getByTestId('need-card').filter({ hasText: name });
    await card.waitFor();
    await card.getByText('待审核').waitFor();
    // Its own state, not 已截止 (the deadline is weeks away); the form has no budget field.
    assert.equal(await card.getByTestId('need-state').textContent(), '待审核');
    assert.equal(await card.getByText(/已截止|预算/).count(), 0);
    await card.getByTestId('need-title').click();
    await page.waitForURL((url) => url.pathname === '/NeedDetail');
    assert.equal(await page.getByTestId('detail-title').textContent(), name);
    assert.equal(await page.getByTestId('need-status').textContent(), '待审核');
    assert.equal(
      await page
        .locator('section.mk-detail')
        .getByText(/已截止|需求预算/)
        .count(),
      0,
    );

    await page.goto(`/Search?searchStr=${encodeURIComponent('钙钛矿叠层')}&type=1`);
    await page.getByTestId('search-summary').waitFor();
    // Switching to 技术需求 keeps the words.
    await page.getByRole('tab', { name: '技术需求' }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('type') === '2' && url.searchParams.get('searchStr') === '钙钛矿叠层',
    );
    const hit = page.getByTestId('search-hit').filter({ hasText: name });
    await hit.waitFor();
    // The words as typed, and the count of every tab from the same answer.
    assert.match(
      (await page.getByTestId('search-summary').textContent()) ?? '',
      /搜索“钙钛矿叠层”/,
    );
    const answer = await getApi<{ counts: Record<string, number> }>(
      server.baseUrl,
      '/client/api/search',
      { searchStr: '钙钛矿叠层', type: 2 },
      member.token,
    );
    await page.getByTestId('search-tab-2').getByText(`（${answer.data.counts.need}）`).waitFor();
    assert.ok((await hit.locator('em').count()) > 0, 'the matched words are highlighted');
    const mine = await getApi<ResultPage<NeedItem>>(
      server.baseUrl,
      '/client/api/need/page',
      { keyword: name },
      member.token,
    );
    assert.equal(mine.data.records[0]?.goodsName, name);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('bid on an auction in progress and see the bid history; follow and unfollow', async () => {
    const member = await certifiedMember(server, 'bid');
    const live = await getApi<BidPage>(server.baseUrl, '/client/api/bid/page', {
      auctionStatus: 2,
    });
    const auction = live.data.records[0];
    assert.ok(auction, 'the seed has an auction in progress');
    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    await page.goto('/Competitive?auctionStatus=2');
    await page.getByTestId('bid-card').first().waitFor();
    for (const label of await page.getByTestId('auction-status').allInnerTexts()) {
      assert.equal(label, '进行中');
    }
    await page.goto(`/CompetitiveDetail?id=${auction.id}`);
    await page.getByTestId('countdown').getByText('距结束').waitFor();
    const amountInput = page.getByTestId('bid-panel').locator('input').first();
    const min = Number((await amountInput.inputValue()).replace(/,/g, ''));
    const expected =
      auction.bidCount === 0 ? auction.startPrice : auction.currentPrice + auction.stepPrice;
    // The amount is typed in 万元 like every price around it.
    assert.equal(min, expected / 10_000);
    await page.getByTestId('bid-panel').getByText('万元', { exact: true }).waitFor();
    await page.getByTestId('min-next-price').getByText(formatWan(expected)).waitFor();
    // Too low is refused with the minimum, not raised.
    await amountInput.fill((min - 0.01).toFixed(2));
    await amountInput.blur();
    await page.getByTestId('bid-submit').click();
    await page.getByTestId('bid-refused').getByText(formatWan(expected)).first().waitFor();
    assert.equal(await amountInput.inputValue(), (min - 0.01).toFixed(2));
    await amountInput.fill(min.toFixed(2));
    await page.getByTestId('bid-submit').click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText(`您的出价为 ${formatWan(expected)}`).waitFor();
    await confirm.getByRole('button', { name: '确认出价' }).click();
    await expectToast(page, '出价成功');
    const records = page.getByTestId('bid-records');
    await records.locator('tbody tr').first().getByText('我').waitFor();
    // The top bid reads 领先 while the auction runs, every other 已被超越 (issue 26).
    await records.locator('tbody tr').first().getByTestId('bid-status').getByText('领先').waitFor();
    for (const word of (await records.getByTestId('bid-status').allInnerTexts()).slice(1)) {
      assert.ok(['已被超越'].includes(word), `an older bid reads ${word}`);
    }
    await page.getByText('您当前出价最高').waitFor();
    assert.equal(await page.getByTestId('bid-submit').isDisabled(), true);

    await page.getByTestId('focus-button').click();
    await expectToast(page, '关注成功');
    await page.getByTestId('focus-button').getByText('已关注').waitFor();
    await page.goto('/CompetitiveMove');
    await page.getByTestId('competitive-move').getByText(auction.title).first().waitFor();
    await page.goto(`/CompetitiveDetail?id=${auction.id}`);
    await page.getByTestId('focus-button').getByText('已关注').waitFor();
    await page.getByTestId('focus-button').click();
    await expectToast(page, '取消关注成功');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('undertake a need: the result, then the server refuses a second offer', async () => {
    const member = await certifiedMember(server, 'und');
    const open = await getApi<ResultPage<NeedItem>>(server.baseUrl, '/client/api/need/page', {
      open: true,
    });
    const need = open.data.records[0];
    assert.ok(need, 'the seed has an open need');
    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    const fill = async () => {
      const form = page.getByTestId('offer-form');
      await formItem(page, form, '单位名称').locator('input').fill('海峡新材料科技有限公司');
      await formItem(page, form, '联系人').locator('input').fill('王工');
      await formItem(page, form, '联系电话').locator('input').fill('13912345678');
      await formItem(page, form, '承接方案').locator('textarea').fill('具备中试线与工艺团队。');
      await form.getByRole('button', { name: '提交承接' }).click();
    };
    await page.goto(`/RequirementDetail?id=${need.id}`);
    await page.getByTestId('undertake-link').click();
    await page.waitForURL((url) => url.pathname === '/Undertake');
    await fill();
    await page.getByTestId('offer-result').getByText('承接申请已提交').waitFor();
    await page.goto(`/Undertake?id=${need.id}`);
    await fill();
    await page.getByTestId('offer-refused').getByText('您已承接该需求，请勿重复提交').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('join a bounty: the plan, then the member in the ranking', async () => {
    const member = await certifiedMember(server, 'rwd');
    const open = await getApi<ResultPage<RewardItem>>(server.baseUrl, '/client/api/reward/page', {
      open: true,
    });
    const reward = open.data.records[0];
    assert.ok(reward, 'the seed has an open bounty');
    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    await page.goto(`/RewardDetail?id=${reward.id}`);
    await page.getByTestId('reward-ranking').waitFor();
    await page.getByTestId('participate-link').click();
    await page.waitForURL((url) => url.pathname === '/ParticipateBounty');
    const form = page.getByTestId('offer-form');
    await formItem(page, form, '单位名称').locator('input').fill('海峡新材料科技有限公司');
    await formItem(page, form, '联系人').locator('input').fill('王工');
    await formItem(page, form, '联系电话').locator('input').fill('13912345678');
    await formItem(page, form, '揭榜方案').locator('textarea').fill('三个月完成样机验证。');
    await form.getByRole('button', { name: '提交揭榜' }).click();
    await page.getByTestId('offer-result').getByText('揭榜方案已提交').waitFor();
    await page.getByTestId('offer-result').getByRole('button', { name: '返回悬赏详情' }).click();
    const mine = page
      .getByTestId('reward-ranking')
      .locator('tbody tr', { hasText: '海峡新材料科技有限公司' });
    await mine.getByText('我', { exact: true }).first().waitFor();
    await mine.getByText('待评审').first().waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('technical contract registration: form with an upload, then its status', async () => {
    const member = await newMember(server.baseUrl, 'ctr');
    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    await page.goto('/ContractRegistration');
    const form = page.getByTestId('contract-form');
    await page.getByTestId('contract-list').getByText('暂无合同登记').waitFor();
    await form.getByRole('button', { name: '提交登记' }).click();
    await form.getByText('请输入合同名称').waitFor();
    await formItem(page, form, '合同名称').locator('input').fill('高镍正极材料制备技术转让合同');
    await formItem(page, form, '合同编号').locator('input').fill('JS-2026-0001');
    await choose(page, form, '合同类型', '技术转让');
    await formItem(page, form, '卖方（转让方/受托方）').locator('input').fill('山东大学');
    await formItem(page, form, '买方（受让方/委托方）')
      .locator('input')
      .fill('海峡新材料科技有限公司');
    await formItem(page, form, '合同金额（元）').locator('input').fill('1200000');
    for (const [label, value] of [
      ['签订日期', '2026-11-01'],
      ['开始日期', '2026-11-02'],
      ['结束日期', '2027-11-01'],
    ] as const) {
      const input = formItem(page, form, label).locator('input');
      await input.click();
      await input.fill(value);
      await input.press('Enter');
    }
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'contract.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await form.locator('.ant-upload-list-item').getByText('contract.png').waitFor();
    await form.getByRole('button', { name: '提交登记' }).click();
    await expectToast(page, '提交成功');
    await page.getByTestId('contract-status').getByText('已登记/待审核').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('transfer registration: risk notice, then the registration method', async () => {
    const member = await newMember(server.baseUrl, 'trf');
    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    await page.goto('/Transfer');
    await page.getByTestId('transfer-risk').waitFor();
    await page.waitForURL((url) => url.searchParams.get('step') === '0');
    await page.locator('.ant-steps-item-active').getByText('风险提示').waitFor();
    assert.ok(await page.getByTestId('risk-confirm').isDisabled());
    await page.getByTestId('risk-agree').check();
    await page.getByTestId('risk-confirm').click();
    const form = page.getByTestId('transfer-method');
    await form.waitFor();
    await page.waitForURL((url) => url.searchParams.get('step') === '1');
    await page.locator('.ant-steps-item-active').getByText('选择登记方式').waitFor();
    await form.getByText('企业', { exact: true }).click();
    await formItem(page, form, '申请人名称').locator('input').fill('海峡新材料科技有限公司');
    await formItem(page, form, '项目名称').locator('input').fill('高镍正极材料制备技术');
    await formItem(page, form, '联系人').locator('input').fill('王工');
    await formItem(page, form, '联系电话').locator('input').fill('13912345678');
    await page.getByTestId('method-submit').click();
    await expectToast(page, '提交成功');
    await page.getByTestId('transfer-status').getByText('已登记/待审核').waitFor();
    await page.getByTestId('transfer-summary').getByText('自行登记').waitFor();
    await page.getByTestId('transfer-summary').getByText('企业').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
