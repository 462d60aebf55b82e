/**
 * Service-hall journeys of issue #10 (providers) in Chromium against the production build: open
 * the hall and every section list from it, open a unit's page and the second university
 * presentation, filter a list and reload with the URL, collect a unit as a member, and read an
 * expert from the expert library.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type {
  ProviderDetail,
  ProviderHall,
  ProviderItem,
  Page as ResultPage,
  TalentItem,
} from '@portal/shared/api/index';
import { expectToast, openPage } from '../support/browser.ts';
import { collectedIds, getApi, memberPage, newMember } from '../support/home.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';
import { waitForListTotal } from '../support/list.ts';

withServerAndBrowser();

const SECTION_PATHS: Record<number, string> = {
  7: '/Service/VipUnit',
  9: '/Service/CorrespondentList',
  3: '/Service/Colleges',
  4: '/Service/Scientific',
  5: '/Service/Manager',
  6: '/Service/HatchingVector',
  8: '/Service/Agency',
};

describe('service hall providers', { timeout: 300_000 }, () => {
  test('open the hall, each section list from it, and a unit of each kind of page', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    const hall = (await getApi<ProviderHall>(server.baseUrl, '/client/api/provider/hall')).data;
    await page.goto('/Service');
    await page.getByTestId('hall-section').first().waitFor();
    assert.equal(await page.getByTestId('hall-section').count(), 7);
    const talents = await page.getByTestId('hall-talent').allInnerTexts();
    assert.deepEqual(
      talents.map((t) => t.replace(/\s+/g, '')),
      hall.talents.map((t) => `${t.count}${t.countUnit}${t.name}`),
    );

    for (const [i, section] of hall.sections.entries()) {
      await page.goto('/Service');
      await page.getByTestId('hall-more').nth(i).click();
      await page.waitForURL((url) => url.pathname === SECTION_PATHS[section.authType]);
      await waitForListTotal(page, section.count);
      const titles = await page.getByTestId('provider-title').allInnerTexts();
      assert.equal(titles.length, Math.min(12, section.count));
      assert.equal(titles[0], section.items[0]!.orgName, `first unit of ${section.name}`);
    }

    // A member unit's page: who it is, its section, masked phone, its outcomes linked.
    await page.goto('/Service/VipUnit');
    const unit = hall.sections.find((s) => s.authType === 7)!.items[0]!;
    await page.getByTestId('provider-title').first().click();
    await page.waitForURL((url) => url.pathname === '/VipUnitDetail');
    assert.equal(new URL(page.url()).searchParams.get('id'), String(unit.id));
    const detail = page.getByTestId('provider-detail');
    assert.equal(await detail.getByTestId('detail-title').textContent(), unit.orgName);
    assert.match(await detail.getByTestId('provider-phone').innerText(), /1\d{2}\*{4}\d{4}/);
    await detail.getByTestId('provider-outcomes').getByRole('link').first().waitFor();

    // A university from the hall opens in the second presentation, with its experts.
    await page.goto('/Service');
    const college = hall.sections.find((s) => s.authType === 3)!.items[0]!;
    await page
      .getByRole('link', { name: new RegExp(college.orgName) })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/NewCollegesDetail');
    const second = page.getByTestId('new-colleges-detail');
    assert.equal(await second.getByTestId('detail-title').textContent(), college.orgName);
    await second.getByRole('tab', { name: '成果与团队' }).click();
    await second.getByTestId('provider-experts').getByTestId('talent-card').first().waitFor();

    // An unknown unit: the not-found state.
    await page.goto('/VipUnitDetail?id=99999999');
    await page.getByTestId('detail-not-found').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('filter a section by field and region, reload with the URL, the filter stays', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await page.goto('/Service/Colleges');
    await page.getByTestId('provider-card').first().waitFor();
    await page.getByTestId('filter-region').getByRole('button', { name: '山东省' }).click();
    await page.waitForURL((url) => url.searchParams.get('regionCode') === '37');
    await page.getByTestId('filter-city').getByRole('button', { name: '青岛市' }).click();
    await page.waitForURL((url) => url.searchParams.get('regionCode') === '3702');
    const qingdao = await getApi<ResultPage<ProviderItem>>(
      server.baseUrl,
      '/client/api/provider/page',
      { authType: 3, regionCode: '3702', pageSize: 12 },
    );
    assert.ok(qingdao.data.total > 0);
    await waitForListTotal(page, qingdao.data.total);

    await page.reload();
    await waitForListTotal(page, qingdao.data.total);
    const titles = await page.getByTestId('provider-title').allInnerTexts();
    assert.deepEqual(
      titles,
      qingdao.data.records.map((r) => r.orgName),
    );
    assert.match(
      (await page.getByTestId('filter-city').locator('.is-active').innerText()).trim(),
      /青岛市/,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('collect a unit as a member; read an expert from the library', async () => {
    const member = await newMember(server.baseUrl, 'hall');
    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    const units = await getApi<ResultPage<ProviderItem>>(
      server.baseUrl,
      '/client/api/provider/page',
      { authType: 9 },
    );
    const unit = units.data.records[0]!;
    await page.goto(`/CorrespondentDetail?id=${unit.id}`);
    const button = page.getByTestId('provider-detail').getByTestId('collect-button');
    await button.click();
    await expectToast(page, '收藏成功');
    await button.getByText('已收藏').waitFor();
    assert.deepEqual(await collectedIds(server.baseUrl, member, 'vip'), [unit.id]);
    const after = await getApi<ProviderDetail>(
      server.baseUrl,
      '/client/api/provider/detail',
      { id: unit.id },
      member.token,
    );
    assert.equal(after.data.isCollect, true);

    // 专家库: technology commissioners only, then one of them and back to the station.
    await page.goto('/ExpertList');
    await page.getByTestId('talent-card').first().waitFor();
    await page.getByTestId('filter-talentType').getByRole('button', { name: '科技特派员' }).click();
    await page.waitForURL((url) => url.searchParams.get('talentType') === '2');
    const commissioners = await getApi<ResultPage<TalentItem>>(
      server.baseUrl,
      '/client/api/talent/page',
      { talentType: 2, pageSize: 12 },
    );
    await waitForListTotal(page, commissioners.data.total);
    const first = commissioners.data.records[0]!;
    await page.getByTestId('talent-name').first().click();
    await page.waitForURL((url) => url.pathname === '/ExpertDetail');
    const expert = page.getByTestId('expert-detail');
    assert.equal(await expert.getByTestId('detail-title').textContent(), first.name);
    await expert.getByTestId('expert-org').click();
    await page.waitForURL((url) => url.pathname === '/CorrespondentDetail');
    assert.equal(
      await page.getByTestId('provider-detail').getByTestId('detail-title').textContent(),
      first.orgName,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});
