/**
 * Phones (issue 8 item 5) at 390×844, and every screen at 360 px (tablets: tablet.test.ts): no
 * sideways page scroll, the header's menu drawer navigates, the login form is above the fold,
 * dialogs fit the width.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { dragPuzzle, slideAnswer } from '../support/account.ts';
import { openPage, settled } from '../support/browser.ts';
import { getApi, type Member, memberPage, newMember, revealHomeSections } from '../support/home.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';
import {
  assertEveryScreenFits,
  assertNoSidewaysScroll,
  settledScreen,
} from '../support/screens.ts';

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 740 };

let member: Member;

withServerAndBrowser(async () => {
  member = await newMember(server.baseUrl, 'phone');
});

describe('phones', { timeout: 900_000 }, () => {
  test('home at 390 px: no sideways scroll; the menu drawer lists the nav and navigates', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl, PHONE);
    await page.goto('/');
    await page.getByTestId('home-banner').waitFor();
    await assertNoSidewaysScroll(page, '/');
    // The desktop nav and the floating helpers stay out of the way.
    assert.equal(await page.locator('.pt-nav').isVisible(), false);
    assert.equal(
      await page
        .getByTestId('float-ad')
        .isVisible()
        .catch(() => false),
      false,
    );

    await page.getByTestId('phone-menu-button').click();
    const drawer = page.getByRole('dialog', { name: '菜单' });
    await drawer.waitFor();
    await drawer.getByRole('link', { name: '登录' }).waitFor();
    const target = drawer.locator('a.pt-phone-menu__link[href^="/Project"]').first();
    const href = (await target.getAttribute('href')) ?? '';
    await target.click();
    await page.waitForURL((url) => url.pathname.startsWith(href.split('?')[0] ?? '/Project'));
    await drawer.waitFor({ state: 'hidden' });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the menu shows the member and his personal centre', async () => {
    const { page, context } = await memberPage(browser, server.baseUrl, member, PHONE);
    await page.goto('/Project/Outcome');
    await page.getByTestId('phone-menu-button').click();
    const drawer = page.getByRole('dialog', { name: '菜单' });
    await drawer.getByText(`您好，${member.user.username}`).waitFor();
    await drawer.getByRole('link', { name: '个人中心' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/UserInfo'));
    await assertNoSidewaysScroll(page, '/UserInfo');
    await context.close();
  });

  test('/login shows its form above the fold', async () => {
    const { page, context } = await openPage(browser, server.baseUrl, PHONE);
    await page.goto('/login');
    const submit = page.getByRole('button', { name: /登\s*录/ }).first();
    await submit.waitFor();
    const box = await submit.boundingBox();
    assert.ok(box && box.y + box.height <= PHONE.height, `login button at ${box?.y}`);
    assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE.width);
    await assertNoSidewaysScroll(page, '/login');
    await context.close();
  });

  test('the slide puzzle fits its dialog at 360–414 px and verifies; SMS login is offered', async () => {
    for (const viewport of [SMALL_PHONE, { width: 414, height: 896 }]) {
      const { page, context } = await openPage(browser, server.baseUrl, viewport);
      await page.goto('/login');
      await page.getByPlaceholder('请输入账号').fill(member.user.username);
      await page.getByPlaceholder('请输入密码').fill(member.user.password);
      const challenge = page.waitForResponse((r) =>
        r.url().includes('/client/api/slide/challenge'),
      );
      await page.locator('[data-testid="account-login"] button[type="submit"]').click();
      const { data } = (await (await challenge).json()) as { data: { challengeId: string } };
      const puzzle = page.locator('[data-testid="slide-puzzle"][data-phase="ready"]');
      await puzzle.waitFor();
      await page.getByTestId('puzzle-sms-alternative').waitFor();
      // Measured once the dialog's zoom-in has ended (mid-animation it is drawn scaled down).
      const modal = page.locator('.ant-modal').filter({ has: puzzle });
      await settled(modal);
      const dialog = await modal.boundingBox();
      const box = await puzzle.boundingBox();
      assert.ok(dialog && box, 'the puzzle and its dialog are shown');
      assert.ok(
        box.x >= dialog.x && box.x + box.width <= dialog.x + dialog.width,
        `puzzle ${JSON.stringify(box)} inside dialog ${JSON.stringify(dialog)}`,
      );
      await assertNoSidewaysScroll(page, `the puzzle at ${viewport.width} px`);
      // The piece is drawn smaller (dragPuzzle moves the answer times this scale).
      const scale = Number(await puzzle.getAttribute('data-scale'));
      assert.ok(scale < 1, `scale ${scale}`);
      const answer = await slideAnswer(server.baseUrl, data.challengeId);
      await dragPuzzle(page, answer);
      // The server took the answer in the puzzle's own pixels (the login then goes on).
      await page.getByTestId('slide-status').getByText('验证成功').waitFor();
      await context.close();
    }
  });

  test('a live auction’s bid panel, the activity cards and the 科技服务 tabs fit 390 px', async () => {
    const live = await getApi<{ records: { id: number }[] }>(
      server.baseUrl,
      '/client/api/bid/page',
      { auctionStatus: 2, pageSize: 1 },
    );
    const auction = live.data.records[0];
    assert.ok(auction, 'the demo data has an auction in progress');
    const { page, context } = await memberPage(browser, server.baseUrl, member, PHONE);
    await settledScreen(page, `/CompetitiveDetail?id=${auction.id}`);
    await page.getByTestId('bid-submit').waitFor();
    const submit = await page.getByTestId('bid-submit').boundingBox();
    assert.ok(
      submit && submit.x + submit.width <= PHONE.width,
      `出价 at ${JSON.stringify(submit)}`,
    );
    await assertNoSidewaysScroll(page, 'the bid panel');

    await page.goto('/');
    await revealHomeSections(page);
    const tabs = page.getByTestId('section-techService').locator('.hm-tabs__tab');
    const more = await page
      .getByTestId('section-techService')
      .locator('.hm-head__more')
      .boundingBox();
    assert.ok(more);
    for (const tab of await tabs.all()) {
      const b = await tab.boundingBox();
      assert.ok(
        b && b.x >= 0 && b.x + b.width <= PHONE.width,
        `${await tab.textContent()} on screen`,
      );
      const overlaps: boolean =
        b.x < more.x + more.width &&
        more.x < b.x + b.width &&
        b.y < more.y + more.height &&
        more.y < b.y + b.height;
      assert.ok(!overlaps, `${await tab.textContent()} is not under 查看更多`);
    }
    await page.getByTestId('section-techService').getByRole('tab', { name: '转化服务' }).waitFor();
    // Each activity card is tall enough for its name, dates and 活动详情.
    const card = page.getByTestId('activity-card').first();
    const name = await card.locator('.hm-activity__name').boundingBox();
    const foot = await card.locator('.hm-activity__foot').boundingBox();
    const cardBox = await card.boundingBox();
    assert.ok(name && foot && cardBox && name.y + name.height <= foot.y, 'name above the buttons');
    assert.ok(foot.y + foot.height <= cardBox.y + cardBox.height + 1, 'buttons inside the card');
    await assertNoSidewaysScroll(page, '/ with every section');
    await context.close();
  });

  test('a list is one column and a dialog fits the width', async () => {
    const { page, context } = await openPage(browser, server.baseUrl, PHONE);
    await page.goto('/Project/Outcome');
    const cards = page.getByTestId('outcome-card');
    await cards.first().waitFor();
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    assert.ok(first && second && second.y >= first.y + first.height - 1, 'one card per row');
    await assertNoSidewaysScroll(page, '/Project/Outcome');

    await page.goto('/');
    await revealHomeSections(page);
    await page.getByTestId('open-tech-need').click();
    const dialog = page.getByTestId('tech-need-dialog').locator('.ant-modal');
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    assert.ok(
      box && box.x >= 0 && box.x + box.width <= PHONE.width,
      `dialog ${JSON.stringify(box)}`,
    );
    await assertNoSidewaysScroll(page, 'the tech need dialog');
    await context.close();
  });

  test('every built screen at 360 px (phones): no sideways page scroll', async () => {
    await assertEveryScreenFits(browser, server.baseUrl, member, SMALL_PHONE);
  });
});
