/**
 * The member journeys of issue 31 with the keyboard alone, in Chromium against the production
 * build: register (SMS code, the puzzle's alternative) and certify on /Auth with an uploaded
 * licence, publish a need, apply for a policy, bid on a live auction and claim an innovation
 * voucher. Once a page is open only Tab, Shift+Tab, Enter, Space, arrows and typing are used;
 * every control reached shows its focus (support/keyboard.ts), and every outcome is read back
 * from the server. Logging in and signing up for an activity: elder-mode.test.ts.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type {
  AuthInfo,
  BidDetail,
  BidPage,
  MyPolicyApply,
  NeedItem,
  PolicyListItem,
  Page as ResultPage,
} from '@portal/shared/api/index';
import type { VoucherClaimView } from '@portal/shared/voucher/contract';
import { callApi, newCreditCode, newUser, PNG_1X1, smsCode } from '../support/account.ts';
import { expectToast, openPage } from '../support/browser.ts';
import { certifiedMember, getApi, memberPage, newMember } from '../support/home.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';
import { chooseFile, pickFirstOption, tabTo, typeInto } from '../support/keyboard.ts';

withServerAndBrowser();

const LICENCE = { name: 'licence.png', mimeType: 'image/png', buffer: PNG_1X1 };

/** The token the page stored at login or registration. */
async function pageToken(page: import('playwright-core').Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  assert.ok(token, 'a token is stored');
  return token;
}

describe('member journeys with the keyboard alone', { timeout: 600_000 }, () => {
  test('register with an SMS code, then certify on /Auth with an uploaded licence', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    const user = newUser('kbreg');
    const company = '烟台蓝海生物科技有限公司';
    const creditCode = newCreditCode();
    await page.goto('/login?mode=2');

    // Account type: the checked radio takes the focus, the arrow moves it to 企业.
    const form = '[data-testid="register-form"]';
    await tabTo(page, `${form} .ant-radio-button-wrapper-checked input`);
    await page.keyboard.press('ArrowRight');
    await page.locator(`${form} .ant-radio-button-wrapper-checked`, { hasText: '企业' }).waitFor();
    await typeInto(page, 'input[placeholder="请输入账号"]', user.username);
    await typeInto(page, 'input[placeholder="请输入手机号"]', user.telephone);
    await tabTo(page, '[data-testid="captcha-button-2"]');
    await page.keyboard.press('Enter');
    await expectToast(page, '验证码已发送');
    await typeInto(
      page,
      'input[placeholder="请输入验证码"]',
      await smsCode(server.baseUrl, user.telephone, 2),
      true,
    );
    await typeInto(page, 'input[placeholder="请输入密码"]', user.password);
    await tabTo(page, `${form} .ant-checkbox-input`);
    await page.keyboard.press('Space');
    await page.locator(`${form} .ant-checkbox-checked`).waitFor();
    await tabTo(page, `${form} button[type="submit"]`);
    await page.keyboard.press('Enter');

    // The certification dialog: 继续认证 with 企业 chosen.
    await page.getByText('注册成功，请完成实名认证').waitFor();
    await tabTo(page, '[data-testid="certify-continue"]');
    await page.keyboard.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/Auth' && url.searchParams.get('authType') === '2',
    );
    await page.getByTestId('verify-status').getByText('未认证').waitFor();
    await typeInto(page, 'input[placeholder="请输入企业名称"]', company);
    await typeInto(page, 'input[placeholder="请输入统一社会信用代码"]', creditCode);
    // The licence slot is a button: Enter opens the browser's file dialog.
    await tabTo(page, '.pt-material-slot button.pt-material-upload');
    await chooseFile(page, LICENCE);
    await page.locator('.pt-material-slot .ant-upload-list-item-done').first().waitFor();
    await tabTo(page, '[data-testid="certification-form"] button[type="submit"]');
    await page.keyboard.press('Enter');
    await expectToast(page, '提交成功');
    await page.getByTestId('verify-status').getByText('认证中').waitFor();

    const token = await pageToken(page);
    const auth = await callApi<AuthInfo>(server.baseUrl, '/client/mine/auth/info', {}, token);
    assert.equal(auth.data.authType, 2);
    assert.equal(auth.data.verifyStatus, 1);
    assert.equal(auth.data.materials.length, 1);
    // The account the keys made: its name, phone (shown masked) and the type the arrow chose.
    const info = await callApi<{ username: string; telephone: string; accountType: number }>(
      server.baseUrl,
      '/client/mine/user/info',
      {},
      token,
    );
    assert.deepEqual(
      [info.data.username, info.data.telephone, info.data.accountType],
      [user.username, `${user.telephone.slice(0, 3)}****${user.telephone.slice(-4)}`, 2],
    );
    await context.close();
    assert.deepEqual(errors, []);
  });

  test('publish a need on /PublishRequirement', async () => {
    const member = await certifiedMember(server, 'kbneed');
    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    const name = `海水淡化膜抗污染改性需求${Date.now().toString(36)}`;
    await page.goto('/PublishRequirement');

    const field = (label: string, control = 'input') =>
      `[data-testid="publish-requirement"] .ant-form-item:has(label[title="${label}"]) ${control}`;
    await typeInto(page, field('需求名称'), name);
    const needType = await pickFirstOption(page, field('需求类别'));
    const giveType = await pickFirstOption(page, field('转让方式'));
    await typeInto(page, field('截止时间'), '2030-06-30');
    await page.keyboard.press('Enter');
    await typeInto(
      page,
      field('需求描述', 'textarea'),
      '寻求反渗透膜表面抗污染改性工艺，通量衰减低于10%。',
    );
    await tabTo(page, '[data-testid="publish-submit"]');
    await page.keyboard.press('Enter');
    await expectToast(page, '提交成功');
    await page.getByTestId('publish-result').waitFor();

    const mine = await getApi<ResultPage<NeedItem>>(
      server.baseUrl,
      '/client/api/need/page',
      { keyword: name },
      member.token,
    );
    const need = mine.data.records[0];
    assert.equal(need?.goodsName, name);
    assert.equal(need.needTypeName, needType);
    assert.equal(need.giveTypeName, giveType);
    assert.equal(need.deadlineTime.slice(0, 10), '2030-06-30');
    await context.close();
    assert.deepEqual(errors, []);
  });

  test('apply for an open policy with an attachment', async () => {
    const member = await newMember(server.baseUrl, 'kbpolicy');
    const open = await getApi<ResultPage<PolicyListItem>>(
      server.baseUrl,
      '/client/api/policy/page',
      { applyStatus: 1 },
    );
    const policy = open.data.records[0];
    assert.ok(policy, 'the seed has a policy open for applications');
    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    await page.goto(`/PolicyDetail?id=${policy.id}`);

    await tabTo(page, '[data-testid="apply-link"]');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/Policyadd');
    await page.getByTestId('apply-target').waitFor();
    await typeInto(page, '#companyName', '济南华辰智能科技有限公司');
    await typeInto(page, '#linkman', '王经理');
    await typeInto(page, '#linkphone', '13805310009');
    await typeInto(page, '#summary', '项目围绕车规级MCU芯片开展产业化，申请科技成果转化奖补。');
    await tabTo(page, '[data-testid="policy-apply-form"] .ant-upload button');
    await chooseFile(page, { ...LICENCE, name: '申报书.png' });
    await page.locator('[data-testid="policy-apply-form"] .ant-upload-list-item-done').waitFor();
    await tabTo(page, '[data-testid="apply-submit"]');
    await page.keyboard.press('Enter');
    await expectToast(page, '提交成功');
    await page.waitForURL((url) => url.pathname === '/MyPolicyDetail');

    const id = Number(new URL(page.url()).searchParams.get('id'));
    const applied = await getApi<MyPolicyApply>(
      server.baseUrl,
      '/client/mine/policy/apply/detail',
      { id },
      member.token,
    );
    assert.equal(applied.data.policyId, policy.id);
    assert.equal(applied.data.companyName, '济南华辰智能科技有限公司');
    assert.equal(applied.data.linkphone, '13805310009');
    assert.deepEqual(
      applied.data.files.map((file) => file.name),
      ['申报书.png'],
    );
    await context.close();
    assert.deepEqual(errors, []);
  });

  test('bid on a live auction and confirm in the dialog', async () => {
    const member = await certifiedMember(server, 'kbbid');
    const live = await getApi<BidPage>(server.baseUrl, '/client/api/bid/page', {
      auctionStatus: 2,
    });
    const auction = live.data.records[0];
    assert.ok(auction, 'the seed has an auction in progress');
    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    await page.goto(`/CompetitiveDetail?id=${auction.id}`);
    await page.getByTestId('countdown').getByText('距结束').waitFor();

    const amount = '[data-testid="bid-panel"] input';
    const min = Number((await page.locator(amount).first().inputValue()).replace(/,/g, ''));
    await typeInto(page, amount, min.toFixed(2));
    await tabTo(page, '[data-testid="bid-submit"]');
    await page.keyboard.press('Enter');
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText('出价后不能撤回').waitFor();
    await tabTo(page, '.ant-modal-confirm .ant-btn-primary');
    await page.keyboard.press('Enter');
    await expectToast(page, '出价成功');
    await page.getByText('您当前出价最高').waitFor();

    const after = await getApi<BidDetail>(
      server.baseUrl,
      '/client/api/bid/detail',
      { id: auction.id },
      member.token,
    );
    assert.equal(after.data.isLeading, true);
    assert.equal(after.data.currentPrice, Math.round(min * 10_000));
    assert.equal(after.data.records[0]?.isMine, true);
    await context.close();
    assert.deepEqual(errors, []);
  });

  test('claim an innovation voucher: /CouponTake → /CouponTakeForm with the licence', async () => {
    const company = '济南云启智能装备有限公司';
    const creditCode = newCreditCode();
    const member = await certifiedMember(server, 'kbvoucher', {
      realName: company,
      certNo: creditCode,
    });

    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    await page.goto('/CouponTake');
    await page.getByTestId('voucher-batch').first().waitFor();
    await tabTo(page, '[data-testid="claim-now"]:not([disabled])');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/CouponTakeForm');
    const form = page.getByTestId('coupon-take-form');
    await form.getByTestId('claim-caps').waitFor();
    // Prefilled from the certification (its own request, after the batches).
    await page.waitForFunction(
      (code) =>
        document.querySelector<HTMLInputElement>('[data-testid="claim-credit-code"]')?.value ===
        code,
      creditCode,
    );

    await tabTo(page, '[data-testid="coupon-take-form"] button.pt-material-upload');
    await chooseFile(page, LICENCE);
    // The uploading entry fades out as the stored one fades in: two for a moment.
    await form.locator('.ant-upload-list-item-done').first().waitFor();
    await typeInto(page, '#legalPerson', '李明');
    await typeInto(page, '#address', '山东省济南市高新区舜华路2000号');
    await typeInto(page, '#linkman', '王芳');
    await typeInto(page, '#linkphone', '13706350001');
    await typeInto(page, '#amount', '30000');
    await typeInto(page, '#purpose', '购买工业产品外观设计与检验检测服务');
    await tabTo(page, '[data-testid="claim-submit"]');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/CouponTakeResult');
    await page.getByText('申领已提交，等待审核').waitFor();

    const id = Number(new URL(page.url()).searchParams.get('id'));
    const claim = await getApi<VoucherClaimView>(
      server.baseUrl,
      '/client/mine/innovation/claim/detail',
      { id },
      member.token,
    );
    assert.equal(claim.data.companyName, company);
    assert.equal(claim.data.creditCode, creditCode);
    assert.equal(claim.data.legalPerson, '李明');
    assert.equal(claim.data.amount, 30000);
    assert.ok(claim.data.licence, 'the licence is attached');
    await context.close();
    assert.deepEqual(errors, []);
  });
});
