/**
 * Research resource journeys of issue 10 in Chromium against the production build: browse
 * /SourceHome into the instrument list, filter it by category (kept in the URL across a
 * reload), open an instrument and see its distance from a picked city with the §9 formatter;
 * book an instrument — a slot another member took meanwhile is refused with the message and
 * shown as taken — see the booking pending and cancel it; the development lists and
 * /TechHangDetail open on real records.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ResourceItem, Page as ResultPage, SourceHome } from '@portal/shared/api/index';
import { formatDistance } from '@portal/shared/format';
import { distanceMetres, HOME_CITIES } from '@portal/shared/geo';
import { callApi } from '../support/account.ts';
import { confirmPopconfirm, expectToast } from '../support/browser.ts';
import {
  formItem,
  getApi,
  memberPage,
  newMember,
  pickOption,
  pickSelectOption,
} from '../support/home.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';
import { waitForListTotal } from '../support/list.ts';

withServerAndBrowser();

/** yyyy-MM-dd `days` after today in Shanghai. */
function shanghaiDay(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first Monday–Friday from `days` ahead: instruments open on workdays (issue 26). */
function shanghaiWorkday(days: number): string {
  for (let n = days; ; n++) {
    const day = shanghaiDay(n);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return day;
  }
}

describe('research resource journeys', { timeout: 300_000 }, () => {
  test('SourceHome → instrument list filtered in the URL → detail with a distance', async () => {
    const member = await newMember(server.baseUrl, 'res');
    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    const home = await getApi<SourceHome>(server.baseUrl, '/client/api/resource/home');
    const section = home.data.sections.find((s) => s.kind === 'instrument')!;
    await page.goto('/SourceHome');
    const block = page.getByTestId('source-section-instrument');
    await block.getByText(section.items[0]!.name).waitFor();
    for (const kind of ['database', 'sample', 'base']) {
      await page.getByTestId(`source-section-${kind}`).waitFor();
    }
    await block.getByTestId('source-more').click();
    await page.waitForURL((url) => url.pathname === '/SourceHome/TestDeviceList');
    await page.getByTestId('resource-card').first().waitFor();

    const categories = await getApi<string[]>(server.baseUrl, '/client/api/resource/categories', {
      kind: 'instrument',
    });
    const category = categories.data[0]!;
    const filtered = await getApi<ResultPage<ResourceItem>>(
      server.baseUrl,
      '/client/api/resource/instrument/page',
      { category },
    );
    await page
      .getByTestId('filter-category')
      .getByRole('button', { name: category, exact: true })
      .click();
    await page.waitForURL((url) => url.searchParams.get('category') === category);
    await waitForListTotal(page, filtered.data.total);
    await page.reload();
    await waitForListTotal(page, filtered.data.total);
    const active = page.getByTestId('filter-category').locator('.is-active');
    assert.equal((await active.innerText()).trim(), category);

    const item = filtered.data.records[0]!;
    await page.getByTestId('resource-title').filter({ hasText: item.name }).first().click();
    await page.waitForURL((url) => url.pathname === '/SourceHome/TestDeviceList/TestDeviceDetail');
    const detail = page.getByTestId('resource-detail');
    assert.equal(await detail.getByTestId('detail-title').textContent(), item.name);
    await detail.getByText(item.model!).first().waitFor();
    await detail.getByText(item.manufacturer!).first().waitFor();
    await detail.getByText(item.feeText!).first().waitFor();

    const city = HOME_CITIES[1]!;
    await pickSelectOption(page, detail.getByTestId('city-picker'), city.name);
    const expected = `距${city.name} ${formatDistance(
      distanceMetres(city, { longitude: item.longitude!, latitude: item.latitude! }),
    )}`;
    await detail.getByTestId('detail-distance').getByText(expected).waitFor();
    // The picked city carries over to the list's cards.
    await page.goBack();
    await page.getByTestId('resource-distance').first().waitFor();
    assert.match(
      await page.getByTestId('resource-distance').first().innerText(),
      new RegExp(`^距${city.name} \\d+(\\.\\d)?(k)?m$`),
    );

    await page.goto('/SourceHome/TestDeviceList/TestDeviceDetail?id=99999999');
    await page.getByTestId('detail-not-found').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('book an instrument; a slot taken meanwhile is refused; cancel while pending', async () => {
    const alice = await newMember(server.baseUrl, 'rsa');
    const bob = await newMember(server.baseUrl, 'rsb');
    const instruments = await getApi<ResultPage<ResourceItem>>(
      server.baseUrl,
      '/client/api/resource/instrument/page',
    );
    const instrument = instruments.data.records[0]!;
    // Past every seeded booking (they reach 20 days ahead).
    const day = shanghaiWorkday(25);
    const { page, context, errors } = await memberPage(browser, server.baseUrl, alice);
    await page.goto(`/SourceHome/TestDeviceList/TestDeviceDetail?id=${instrument.id}`);
    const form = page.getByTestId('booking-form');
    await form.waitFor();
    await form.getByTestId('book-submit').click();
    await form.locator('.ant-form-item-explain-error', { hasText: '请选择预约日期' }).waitFor();

    await pickOption(page, form, '预约日期', day.slice(5));
    const slots = form.getByTestId('book-slots');
    await slots.getByText('上午 09:00-12:00').click();
    await formItem(page, form, '使用目的').locator('textarea').fill('锂电池正极材料形貌表征');
    await formItem(page, form, '联系人').locator('input').fill('王工');
    await formItem(page, form, '联系电话').locator('input').fill('13805310021');

    // Bob books the same slot while Alice fills in the form.
    const bobs = await callApi<{ id: number }>(
      server.baseUrl,
      '/client/mine/resource/instrument/book',
      {
        instrumentId: instrument.id,
        bookDate: day,
        slot: 1,
        purpose: '样品成分分析',
        linkName: '李工',
        linkPhone: '13905310022',
      },
      bob.token,
    );
    assert.equal(bobs.code, 1);

    await form.getByTestId('book-submit').click();
    await expectToast(page, '该时段已被预约，请选择其他时段');
    await slots.getByText('上午 09:00-12:00（已约满）').waitFor();
    assert.equal(await slots.locator('input[type="radio"]').first().isDisabled(), true);

    await slots.getByText('下午 14:00-17:00').click();
    await form.getByTestId('book-submit').click();
    await expectToast(page, '预约成功');
    const mine = page.getByTestId('my-booking');
    await mine.first().waitFor();
    await mine.first().getByText(`${day} 下午 14:00-17:00`).waitFor();
    assert.equal(await mine.first().getByTestId('booking-status').innerText(), '待确认');

    // The same slot, again by API: refused, and nothing more stored for Alice.
    const again = await callApi(
      server.baseUrl,
      '/client/mine/resource/instrument/book',
      {
        instrumentId: instrument.id,
        bookDate: day,
        slot: 2,
        purpose: '重复预约',
        linkName: '李工',
        linkPhone: '13905310022',
      },
      bob.token,
    );
    assert.equal(again.code, 409);
    assert.equal(again.msg, '该时段已被预约，请选择其他时段');

    await mine.first().getByTestId('cancel-booking').click();
    await confirmPopconfirm(page);
    await expectToast(page, '取消成功');
    await mine.first().getByTestId('booking-status').getByText('已取消').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('development lists, their details and the tech listing open on real records', async () => {
    const member = await newMember(server.baseUrl, 'rsd');
    const { page, context, errors } = await memberPage(browser, server.baseUrl, member);
    const areas = await getApi<ResultPage<ResourceItem>>(
      server.baseUrl,
      '/client/api/resource/developArea/page',
      { pageSize: 100 },
    );
    const area = areas.data.records.find((a) => (a.projectCount ?? 0) > 0)!;
    await page.goto('/DevelopAreaList');
    await page.getByTestId('resource-title').filter({ hasText: area.name }).first().click();
    await page.waitForURL((url) => url.pathname === '/DevelopAreaDetail');
    await page.getByTestId('area-projects-link').click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/DevelopProjectList' &&
        url.searchParams.get('areaId') === String(area.id),
    );
    await waitForListTotal(page, area.projectCount!);
    await page.getByTestId('resource-title').first().click();
    await page.waitForURL((url) => url.pathname === '/DevelopProjectDetail');
    await page.getByTestId('resource-detail').getByText(area.name).first().waitFor();

    const sources = await getApi<ResultPage<ResourceItem>>(
      server.baseUrl,
      '/client/api/resource/techSource/page',
      { pageSize: 100 },
    );
    const listed = sources.data.records.find((s) => s.listed)!;
    await page.goto(`/TechSourceDetail?id=${listed.id}`);
    await page.getByTestId('hang-link').click();
    await page.waitForURL((url) => url.pathname === '/TechHangDetail');
    const hang = page.getByTestId('hang-detail');
    assert.equal(await hang.getByTestId('detail-title').textContent(), listed.name);
    await hang.getByTestId('hang-price').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
