/** The shell's floating control bar (spec §1, §9), the AI entry and the header basics. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openPage } from '../support/browser.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';

withServerAndBrowser();

describe('shell', { timeout: 120_000 }, () => {
  test('control bar hides 5000 ms after load and 200 ms after the pointer leaves', async () => {
    const { page, context } = await openPage(browser, server.baseUrl);
    // Record in the page when the bar appears, each time it shows or hides, and when the pointer
    // leaves it (the page's own time: a round trip from the test came 180 ms late under load).
    await page.addInitScript(() => {
      const w = window as unknown as {
        barEvents: { visible: string; at: number }[];
        barLeftAt?: number;
      };
      w.barEvents = [];
      document.addEventListener(
        'mouseout',
        (event) => {
          const bar = document.querySelector('[data-testid="control-bar"]');
          const to = event.relatedTarget instanceof Node ? event.relatedTarget : null;
          if (bar?.contains(event.target as Node) && !bar.contains(to))
            w.barLeftAt = performance.now();
        },
        true,
      );
      new MutationObserver(() => {
        const bar = document.querySelector('[data-testid="control-bar"]');
        const visible = bar?.getAttribute('data-visible');
        const last = w.barEvents.at(-1);
        if (visible && visible !== last?.visible)
          w.barEvents.push({ visible, at: performance.now() });
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    const events = () =>
      page.evaluate(
        () => (window as unknown as { barEvents: { visible: string; at: number }[] }).barEvents,
      );
    await page.mouse.move(10, 890);
    await page.goto('/');
    const bar = page.getByTestId('control-bar');
    await page
      .locator('[data-testid="control-bar"][data-visible="false"]')
      .waitFor({ timeout: 8000 });
    const [shown, hidden] = await events();
    assert.equal(shown?.visible, 'true');
    assert.equal(hidden?.visible, 'false');
    const autoHide = (hidden?.at ?? 0) - (shown?.at ?? 0);
    assert.ok(autoHide >= 4950 && autoHide < 5600, `auto-hide after ${autoHide} ms`);

    // The edge tab brings it back; leaving hides it again after 200 ms.
    await page.getByTestId('control-bar-tab').hover();
    await page.locator('[data-testid="control-bar"][data-visible="true"]').waitFor();
    await page.getByTestId('ctrl-top').hover();
    await page.mouse.move(400, 600);
    await page
      .locator('[data-testid="control-bar"][data-visible="false"]')
      .waitFor({ timeout: 2000 });
    const leftAt = await page.evaluate(
      () => (window as unknown as { barLeftAt?: number }).barLeftAt,
    );
    assert.ok(leftAt !== undefined, 'the page saw the pointer leave the bar');
    const last = (await events()).at(-1);
    const leaveHide = (last?.at ?? 0) - leftAt;
    assert.ok(leaveHide > 100 && leaveHide < 600, `hidden ${leaveHide} ms after leaving`);
    assert.equal(await bar.getAttribute('data-visible'), 'false');
    await context.close();
  });

  test('the two QR codes toggle exclusively', async () => {
    const { page, context } = await openPage(browser, server.baseUrl);
    await page.goto('/');
    await page.getByTestId('ctrl-mini-program').click();
    await page.getByTestId('qr-miniProgram').waitFor();
    assert.equal(await page.getByTestId('qr-officialAccount').count(), 0);
    await page.getByTestId('ctrl-official-account').click();
    await page.getByTestId('qr-officialAccount').waitFor();
    assert.equal(await page.getByTestId('qr-miniProgram').count(), 0);
    await page.getByTestId('ctrl-official-account').click();
    assert.equal(await page.getByTestId('qr-officialAccount').count(), 0);
    assert.equal(await page.getByTestId('qr-miniProgram').count(), 0);
    await context.close();
  });

  test('在线客服 opens the configured chat in a popup window', async () => {
    const { page, context } = await openPage(browser, server.baseUrl);
    await page.goto('/');
    const popup = context.waitForEvent('page');
    await page.getByTestId('ctrl-service').click();
    const chat = await popup;
    await chat.waitForURL((url) => url.pathname !== 'blank' && url.href !== 'about:blank');
    const site = (await (
      await fetch(`${server.baseUrl}/gateway/client/api/settings/site`)
    ).json()) as { data: { customerServiceUrl: string } };
    assert.equal(
      new URL(chat.url()).href,
      new URL(site.data.customerServiceUrl, server.baseUrl).href,
    );
    await context.close();
  });

  test('no control bar on /login; the AI entry opens the assistant panel', async () => {
    const { page, context } = await openPage(browser, server.baseUrl);
    await page.goto('/login');
    await page.getByTestId('login-page').waitFor();
    assert.equal(await page.getByTestId('control-bar').count(), 0);
    await page.goto('/');
    await page.getByTestId('ai-entry').click();
    await page.getByRole('dialog', { name: 'AI助手 · 智能匹配' }).waitFor();
    await context.close();
  });

  test('search goes to /Search with the words and the type; breadcrumb and title follow the table', async () => {
    const { page, context } = await openPage(browser, server.baseUrl);
    await page.goto('/');
    await page.getByLabel('搜索关键词').fill('锂电池');
    await page.getByRole('button', { name: /搜索/ }).click();
    await page.waitForURL((url) => url.pathname === '/Search');
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('searchStr'), '锂电池');
    assert.equal(url.searchParams.get('type'), '1');
    // Tabs show how many matches each type has; the summary shows the words as typed.
    await page
      .getByTestId('search-tab-1')
      .getByText(/（\d+）/)
      .waitFor();
    assert.match((await page.getByTestId('search-summary').textContent()) ?? '', /搜索“锂电池”/);
    // A type chosen for one search shows on /Search and does not follow into the next page.
    const select = page.getByLabel('搜索类型');
    await select.selectOption('3');
    await page.getByRole('button', { name: /搜索/ }).first().click();
    await page.waitForURL((u) => u.searchParams.get('type') === '3');
    assert.equal(await select.inputValue(), '3');
    await page.getByRole('link', { name: '首页', exact: true }).first().click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.waitForFunction(
      () =>
        (document.querySelector('select[aria-label="搜索类型"]') as HTMLSelectElement | null)
          ?.value === '1',
    );
    await page.goto('/RequirementDetail?id=1');
    await page.getByTestId('breadcrumb').getByText('需求详情').waitFor();
    assert.equal(
      ((await page.getByTestId('breadcrumb').textContent()) ?? '').replace(/\s+/g, ''),
      '当前位置：首页>技术交易>技术需求>需求详情',
    );
    assert.equal(await page.title(), '需求详情 - 科技成果转化服务平台');
    await page.goto('/Project');
    await page.waitForURL((u) => u.pathname === '/Project/Outcome');
    await context.close();
  });
});

describe('shell links', { timeout: 240_000 }, () => {
  test('header, top bar, footer and quick-menu links lead to built pages, not the placeholder', async () => {
    const { page, context } = await openPage(browser, server.baseUrl);
    await page.goto('/');
    await page.getByTestId('quick-nav').locator('a').first().waitFor();
    await page.locator('.pt-header nav a').first().waitFor();
    const hrefs = await page
      .locator(
        '.pt-topbar a[href^="/"], .pt-header a[href^="/"], .pt-footer a[href^="/"], [data-testid="quick-nav"] a[href^="/"]',
      )
      .evaluateAll((links) => [
        ...new Set(
          links.filter((a) => !a.getAttribute('target')).map((a) => a.getAttribute('href') ?? ''),
        ),
      ]);
    assert.ok(hrefs.length > 10, `found ${hrefs.length} links`);
    // The built sections, not home anchors or /Introduction (issue #26).
    const hrefOf = (where: string, name: string) =>
      page.locator(`${where} a`, { hasText: name }).first().getAttribute('href');
    for (const [name, route] of [
      ['服务大厅', '/Service'],
      ['科技金融', '/FinanceList'],
      ['活动中心', '/Activity'],
      ['科研资源', '/SourceHome'],
      ['数据驾驶舱', '/DataCockpit'],
    ] as const) {
      assert.equal(await hrefOf('.pt-header nav', name), route, name);
    }
    for (const [name, route] of [
      ['科技金融', '/FinanceList'],
      ['活动报名', '/Activity'],
      ['服务大厅', '/Service'],
    ] as const) {
      assert.equal(await hrefOf('[data-testid="quick-nav"]', name), route, name);
    }
    const placeholders: string[] = [];
    for (const href of hrefs) {
      await page.goto(href);
      await page.waitForLoadState('networkidle');
      if ((await page.getByText('该栏目内容正在整理中').count()) > 0) placeholders.push(href);
    }
    assert.deepEqual(placeholders, []);
    // One identity from the settings: header, footer and /Introduction.
    const settings = await (
      await fetch(`${server.baseUrl}/gateway/client/api/settings/site`)
    ).json();
    await page.goto('/Introduction');
    assert.equal(await page.getByTestId('site-name').textContent(), settings.data.siteName);
    assert.match(
      (await page.locator('.pt-footer').textContent()) ?? '',
      new RegExp(settings.data.siteName),
    );
    const contact = page.getByTestId('intro-contact');
    await contact.getByText(settings.data.contactPhone, { exact: false }).waitFor();
    await contact.getByText(settings.data.contactEmail).waitFor();
    await contact.getByText(settings.data.hostUnit).waitFor();
    // /admin/ and /merchant/ are built sites now (journeys/admin.test.ts, merchant.test.ts):
    // a guest opening the provider workspace lands on its login.
    const res = await page.goto('/merchant/');
    assert.equal(res?.status(), 200);
    await page.waitForURL((url) => url.pathname === '/merchant/login');
    await page.getByTestId('merchant-account-login').waitFor();
    await context.close();
  });
});
