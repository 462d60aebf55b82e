/**
 * Service products from the provider workspace (issue #25) in Chromium against the production
 * build: the demo service agency's owner writes a product with a cover and sends it to review;
 * a review operator approves it in the console's 机构服务产品 queue; it is on sale in the
 * service hall (list, detail, search); the owner takes it off sale. The owner edits the
 * organisation's contact (live at once) and asks for a new name (live after the operator's
 * approval). The product and profile screens fit a 360 px phone.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { PNG_1X1 } from '../support/account.ts';
import { createOperator, firstConsoleLogin } from '../support/admin.ts';
import { confirmPopconfirm, expectToast, openPage } from '../support/browser.ts';
import { formItem, getApi, pickOption } from '../support/home.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';
import { merchantLogin, sidewaysOverflow } from '../support/merchant.ts';

const OWNER = { username: 'org_owner_service', password: 'org123!x' };
const PRODUCT = `材料力学性能检测${String(Date.now()).slice(-4)}`;
const FIRST_PASSWORD = 'first123!op';
const NEW_PASSWORD = 'second456!op';
const SHOTS = process.env.JOURNEY_SHOTS;

withServerAndBrowser(async () => {
  await createOperator(server, 'e2e_prodreview', '服务产品审核员', 'review', FIRST_PASSWORD);
});

/** The member token the workspace keeps (the portal's session). */
const token = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');

type Hall = { records: { id: number; serviceName: string; priceUnit: string }[] };
const hall = () =>
  getApi<Hall>(server.baseUrl, '/client/api/server/page', { keyword: PRODUCT, pageSize: 10 });

describe('provider workspace service products journey', { timeout: 300_000 }, () => {
  test('the owner publishes a product, the console approves it, the hall sells it', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await merchantLogin(page, server.baseUrl, OWNER);
    await page.getByRole('menuitem', { name: '服务产品' }).click();
    await page.getByRole('button', { name: '发布服务' }).click();
    const form = page.getByTestId('merchant-product-form');
    await form.waitFor();

    // Nothing is sent while a field is wrong; each says what to fix.
    await form.getByRole('button', { name: '保存草稿' }).click();
    const error = (text: string) => form.locator('.ant-form-item-explain-error', { hasText: text });
    await error('请输入服务名称').waitFor();
    await error('请选择服务分类').waitFor();

    await formItem(page, form, '服务名称').locator('input').fill(PRODUCT);
    const tree = await getApi<{ children: { catName: string }[] }[]>(
      server.baseUrl,
      '/client/api/server/cat/all',
    );
    const cat = tree.data.find((n) => n.children.length)!.children[0]!.catName;
    await formItem(page, form, '服务分类').locator('.ant-select').click();
    await page.keyboard.type(cat);
    const node = page.locator('.ant-select-tree-node-content-wrapper', { hasText: cat }).last();
    await node.waitFor();
    await node.click();
    await formItem(page, form, '价格（元，0表示面议）').locator('input').fill('800');
    await form.getByRole('button', { name: '保存草稿' }).click();
    await error('请选择计价单位').waitFor();
    await pickOption(page, form, '计价单位', '元/样品');
    await formItem(page, form, '服务周期与交付内容')
      .locator('textarea')
      .fill('收样后5个工作日内出具检测报告');
    await formItem(page, form, '服务简介')
      .locator('textarea')
      .fill('拉伸、压缩、弯曲、冲击等材料力学性能检测，出具具备CMA资质的检测报告。');
    await page
      .getByTestId('product-cover')
      .locator('input[type="file"]')
      .setInputFiles({ name: '封面.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await page.getByTestId('product-cover').getByAltText('封面预览').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/product-edit-1440.png`, fullPage: true });
    await form.getByRole('button', { name: '保存草稿' }).click();
    await expectToast(page, '草稿已保存，提交审核后上架');
    const list = page.getByTestId('merchant-products');
    const row = list.locator('.ant-list-item', { hasText: PRODUCT });
    await row.getByText('草稿').waitFor();
    await row.getByRole('button', { name: '提交审核' }).click();
    await expectToast(page, '已提交审核');
    await row.getByText('待审核').waitFor();
    assert.deepEqual((await hall()).data.records, []);

    // A review operator approves it in the console.
    const consolePage = await context.newPage();
    await firstConsoleLogin(
      consolePage,
      server.baseUrl,
      'e2e_prodreview',
      FIRST_PASSWORD,
      NEW_PASSWORD,
    );
    await consolePage.goto('/admin/product-revisions');
    const queued = consolePage.locator('tr', { hasText: PRODUCT });
    await queued.waitFor();
    assert.match((await queued.textContent()) ?? '', /800元\/样品/);
    if (SHOTS) await consolePage.screenshot({ path: `${SHOTS}/console-products-1440.png` });
    await queued.getByRole('button', { name: /^通\s?过$/ }).click();
    await expectToast(consolePage, '已通过');
    await consolePage.close();

    // On sale in the hall, its detail and the site search at once.
    const listed = (await hall()).data.records;
    assert.equal(listed.length, 1, JSON.stringify(listed));
    assert.equal(listed[0]!.priceUnit, '元/样品');
    const found = await getApi<{ records: { title: string }[] }>(
      server.baseUrl,
      '/client/api/search',
      { searchContent: PRODUCT, catType: 2 },
    );
    assert.ok(found.data.records.some((r) => r.title.replace(/<\/?em>/g, '') === PRODUCT));
    const visitor = await openPage(browser, server.baseUrl);
    await visitor.page.goto(`/ServerDetail?id=${listed[0]!.id}`);
    await visitor.page.getByRole('heading', { name: PRODUCT }).waitFor();
    const cover = visitor.page.locator('.sv-detail__img');
    assert.match((await cover.getAttribute('src')) ?? '', /^\/uploads\/[a-f0-9]{32}\.png$/);
    await visitor.context.close();

    // The owner sees it 已通过 and 已上架, and takes it off sale.
    await page.reload();
    await row.getByText('已上架').waitFor();
    await row.getByText('已通过').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/products-1440.png`, fullPage: true });
    await row.getByRole('button', { name: /^下\s?架$/ }).click();
    await confirmPopconfirm(page);
    await expectToast(page, '已下架');
    await row.getByText('已下架').waitFor();
    assert.deepEqual((await hall()).data.records, []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the owner edits the profile at once and renames the organisation through review', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await merchantLogin(page, server.baseUrl, OWNER);
    await page.getByRole('menuitem', { name: '机构资料' }).click();
    const form = page.getByTestId('org-profile-form');
    await form.waitFor();
    const orgId = Number(
      (await getApi<{ org: { id: number } }>(server.baseUrl, '/merchant/me', {}, await token(page)))
        .data.org.id,
    );
    await formItem(page, form, '联系人').locator('input').fill('周明');
    await formItem(page, form, '联系电话').locator('input').fill('123');
    await form.getByRole('button', { name: /保\s?存/ }).click();
    await form
      .locator('.ant-form-item-explain-error', { hasText: '请输入正确的手机号码' })
      .waitFor();
    await formItem(page, form, '联系电话').locator('input').fill('13905318866');
    await form.getByRole('button', { name: /保\s?存/ }).click();
    await expectToast(page, '机构资料已更新');
    const detail = () =>
      getApi<{ orgName: string; contact: string; telephone: string }>(
        server.baseUrl,
        '/client/api/provider/detail',
        { id: orgId },
      );
    assert.deepEqual(
      { contact: (await detail()).data.contact, telephone: (await detail()).data.telephone },
      { contact: '周明', telephone: '139****8866' },
    );

    const change = page.getByTestId('org-change-form');
    const before = (await detail()).data.orgName;
    await formItem(page, change, '机构名称').locator('input').fill(`${before}（山东）`);
    await change.getByRole('button', { name: '提交变更审核' }).click();
    await expectToast(page, '变更已提交，审核通过后生效');
    await page.getByTestId('org-change-state').getByText('待审核').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/profile-1440.png`, fullPage: true });
    assert.equal((await detail()).data.orgName, before);
    const pending = await server.operator(['org-change-pending']);
    const line = pending.split('\n').find((l) => l.includes(`${before}（山东）`));
    assert.ok(line, pending);
    await server.operator(['org-change-approve', '--id', line!.split('\t')[0]!]);
    // Guests' detail is cached (at most 10 s when the change comes from another process).
    let renamed = '';
    for (let i = 0; i < 30 && renamed !== `${before}（山东）`; i += 1) {
      if (i) await page.waitForTimeout(500);
      renamed = (await detail()).data.orgName;
    }
    assert.equal(renamed, `${before}（山东）`);
    await page.reload();
    await page.getByTestId('org-change-state').getByText('已生效').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the product and profile screens fit a 360 px phone', async () => {
    for (const width of [360, 390]) {
      const { page, context } = await openPage(browser, server.baseUrl, { width, height: 780 });
      await merchantLogin(page, server.baseUrl, OWNER);
      for (const path of ['/merchant/products', '/merchant/products/new', '/merchant/profile']) {
        await page.goto(path);
        await page.locator('.mc-main .ant-card').first().waitFor();
        await page.waitForLoadState('networkidle');
        assert.equal(await sidewaysOverflow(page), 0, `${path} scrolls sideways at ${width}px`);
        if (SHOTS && width === 390) {
          const name = path.split('/').slice(2).join('-').replace('products-new', 'product-edit');
          await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
        }
      }
      await context.close();
    }
  });
});
