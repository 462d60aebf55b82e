/**
 * Matchmaking behind the AI entry (issue 28): a problem typed in the AI panel gets ranked,
 * explained matches; a match opens its detail; a member marks one 有用 once; a need's page
 * shows 推荐成果/推荐专家/推荐机构. At 1440 px and at 360 px (no sideways scroll).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { expectToast, openPage } from '../support/browser.ts';
import { memberPage, newMember } from '../support/home.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';
import { overflowPastViewport } from '../support/layout.ts';

withServerAndBrowser();

const PROBLEM = '锂电池低温下容量衰减严重，想找正极材料和电池管理方面的技术';

/** Opens the assistant: the floating entry, or on phones (where nothing floats) the menu's. */
async function askPanel(page: Page, phone = false) {
  await page.goto('/');
  if (phone) {
    await page.getByTestId('phone-menu-button').click();
    await page.getByTestId('phone-ai-entry').click();
  } else {
    await page.getByTestId('ai-entry').click();
  }
  const panel = page.getByRole('dialog', { name: 'AI助手 · 智能匹配' });
  await panel.getByLabel('描述您遇到的技术问题').fill(PROBLEM);
  await panel.getByRole('button', { name: '开始匹配' }).click();
  await panel.getByTestId('ai-terms').waitFor();
  return panel;
}

describe('matchmaking', { timeout: 180_000 }, () => {
  test('type a problem in the AI panel, read why each match fits, open one', async () => {
    const { page, context } = await openPage(browser, server.baseUrl);
    const panel = await askPanel(page);
    assert.match((await panel.getByTestId('ai-terms').textContent()) ?? '', /锂电池/);
    const outcomes = panel.getByTestId('match-group-outcome');
    const first = outcomes.getByTestId('match-item').first();
    await first.waitFor();
    assert.match((await first.getByTestId('match-band').textContent()) ?? '', /^匹配度[高中低]$/);
    assert.ok((await first.locator('em').count()) > 0, 'shared terms are highlighted');
    assert.match((await first.locator('.mt-item__why').textContent()) ?? '', /共同关键词/);
    const title = ((await first.getByTestId('match-link').textContent()) ?? '').trim();
    await page.screenshot({ path: '/tmp/match-panel-1440.png' });
    await first.getByTestId('match-link').click();
    await page.waitForURL((url) => url.pathname.endsWith('/OutcomeDetail'));
    await page.getByTestId('outcome-detail').waitFor();
    assert.equal((await page.locator('h1').first().textContent())?.trim(), title);
    // The outcome's page matches it back to needs.
    await page.getByTestId('match-section').getByTestId('match-group-need').waitFor();
    await context.close();
  });

  test('a member marks a match 有用 once; a need page recommends outcomes, experts, organisations', async () => {
    const member = await newMember(server.baseUrl, 'match');
    const { page, context } = await memberPage(browser, server.baseUrl, member);
    const panel = await askPanel(page);
    const first = panel.getByTestId('match-group-outcome').getByTestId('match-item').first();
    await first.getByRole('button', { name: '有用' }).click();
    await expectToast(page, '感谢您的反馈');
    assert.equal((await first.getByTestId('match-verdict').textContent())?.trim(), '已反馈：有用');

    await page.goto('/Project/Requirement');
    await page.locator('a[href*="RequirementDetail"]').first().click();
    const section = page.getByTestId('match-section');
    for (const kind of ['outcome', 'talent', 'provider']) {
      await section.getByTestId(`match-group-${kind}`).waitFor();
    }
    assert.ok((await section.getByTestId('match-item').count()) > 0);
    await page.screenshot({ path: '/tmp/match-need-1440.png', fullPage: true });
    await context.close();
  });

  test('at 360 px the panel fits the screen with no sideways scroll', async () => {
    const { page, context } = await openPage(browser, server.baseUrl, { width: 360, height: 740 });
    const panel = await askPanel(page, true);
    await panel.getByTestId('match-item').first().waitFor();
    const box = await panel.boundingBox();
    assert.ok(box && box.width <= 360, `panel ${box?.width} px wide`);
    assert.equal(await overflowPastViewport(page), 0);
    await page.screenshot({ path: '/tmp/match-panel-360.png' });
    await context.close();
  });
});
