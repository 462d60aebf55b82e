import type {
  Page,
  ServiceCategory,
  ServiceCategoryNode,
  ServiceDetail,
  ServiceItem,
  ServiceRuleDetail,
  ServiceRuleItem,
} from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { runServiceCommand } from '../../src/cli/service-commands.ts';
import { appForFile } from '../support/app.ts';
import { get, post, registerMember } from '../support/client.ts';
import { chars, countRows, createSeededApp } from '../support/home.ts';

const ctx = appForFile(createSeededApp);
let token: string;
beforeAll(async () => {
  token = (await registerMember(ctx, { username: 'service_alice' })).token;
});

const call = <T>(path: string, auth?: string) =>
  get<T>(ctx.app, `/client/api/server/${path}`, auth ? { token: auth } : {});
const page = (query: string, auth?: string) => call<Page<ServiceItem>>(`page?${query}`, auth);

describe('service categories (server/cat/*)', () => {
  it('lists first-level categories by type with the products on sale they hold', async () => {
    const all = await call<ServiceCategory[]>('cat/parent/all');
    expect(all.code).toBe(1);
    expect(new Set(all.data.map((c) => c.serviceType))).toEqual(new Set([1, 2]));
    expect(all.data.every((c) => c.parentId === null && c.productCount > 0)).toBe(true);
    const rd = await call<ServiceCategory[]>('cat/parent/all?type=1');
    expect(rd.data.map((c) => c.catName)).toEqual(['研发服务']);
    const onSale = await ctx.db
      .selectFrom('techServices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 1)
      .where('serviceType', '=', 1)
      .executeTakeFirstOrThrow();
    expect(rd.data[0]!.productCount).toBe(Number(onSale.n));
  });

  it('answers the two-level tree, one parent with parentId', async () => {
    const tree = await call<ServiceCategoryNode[]>('cat/all?type=2');
    expect(tree.data).toHaveLength(1);
    const parent = tree.data[0]!;
    expect(parent.children.map((c) => c.catName)).toContain('技术评估');
    expect(
      parent.children.every((c) => c.parentId === parent.id && c.parentName === '转化服务'),
    ).toBe(true);
    expect(parent.productCount).toBe(parent.children.reduce((n, c) => n + c.productCount, 0));
    const one = await call<ServiceCategoryNode[]>(`cat/all?parentId=${parent.id}`);
    expect(one.data.map((n) => n.id)).toEqual([parent.id]);
    expect((await call<ServiceCategoryNode[]>('cat/all?parentId=99999')).data).toEqual([]);
  });

  it('finds categories by name', async () => {
    const found = await call<ServiceCategory[]>(`cat/search?keyword=${encodeURIComponent('检测')}`);
    expect(found.data.map((c) => c.catName)).toEqual(['检验检测']);
    expect(found.data[0]!.parentName).toBe('研发服务');
    const none = await call<ServiceCategory[]>(
      `cat/search?keyword=${encodeURIComponent('检测')}&type=2`,
    );
    expect(none.data).toEqual([]);
  });

  it('refuses bad parameters with a clear message', async () => {
    expect(await call('cat/parent/all?type=3')).toMatchObject({ code: 400, msg: '服务类型不正确' });
    expect(await call('cat/all?parentId=abc')).toMatchObject({ code: 400, msg: '服务分类不正确' });
    expect(await call('cat/search')).toMatchObject({ code: 400, msg: '请输入分类名称' });
    expect(await call('cat/search?keyword=%20')).toMatchObject({
      code: 400,
      msg: '请输入分类名称',
    });
  });
});

describe('service products (server/page)', () => {
  it('pages products on sale only, with provider, category and price or 面议', async () => {
    const first = await page('pageSize=5');
    expect(first.code).toBe(1);
    expect(first.data).toMatchObject({ pageNum: 1, pageSize: 5 });
    expect(first.data.records).toHaveLength(5);
    const onSale = await ctx.db
      .selectFrom('techServices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 1)
      .executeTakeFirstOrThrow();
    expect(first.data.total).toBe(Number(onSale.n));
    expect(first.data.total).toBeLessThan(await countRows(ctx, 'techServices'));
    const second = await page('pageSize=5&pageNum=2');
    const ids = new Set(first.data.records.map((r) => r.id));
    expect(second.data.records.some((r) => ids.has(r.id))).toBe(false);
    const all = await page('pageSize=100');
    expect(all.data.records.some((r) => r.price === null)).toBe(true);
    expect(all.data.records.some((r) => r.price !== null && r.price > 0)).toBe(true);
    expect(all.data.records[0]).toMatchObject({
      orgName: expect.any(String),
      catName: expect.any(String),
      parentCatName: expect.stringMatching(/^(研发服务|转化服务)$/),
      deliveryTerms: expect.stringContaining('个工作日内交付'),
      regionName: expect.any(String),
      isCollect: false,
    });
  });

  it('filters by type, parent or leaf category, region, keyword, provider and 面议', async () => {
    const rd = await page('type=1&pageSize=100');
    expect(rd.data.total).toBeGreaterThan(0);
    expect(
      rd.data.records.every((r) => r.serviceType === 1 && r.serviceTypeName === '研发服务'),
    ).toBe(true);
    const [parent] = (await call<ServiceCategoryNode[]>('cat/all?type=2')).data;
    const byParent = await page(`catId=${parent!.id}&pageSize=100`);
    expect(byParent.data.total).toBe(parent!.productCount);
    const leaf = parent!.children[0]!;
    const byLeaf = await page(`catId=${leaf.id}&pageSize=100`);
    expect(byLeaf.data.total).toBe(leaf.productCount);
    expect(
      byLeaf.data.records.every((r) => r.catId === leaf.id && r.parentCatId === parent!.id),
    ).toBe(true);
    const region = rd.data.records[0]!.regionCode.slice(0, 4);
    const byRegion = await page(`regionCode=${region}&pageSize=100`);
    expect(byRegion.data.total).toBeGreaterThan(0);
    expect(byRegion.data.records.every((r) => r.regionCode.startsWith(region))).toBe(true);
    const byWord = await page(`keyword=${encodeURIComponent('专利')}&pageSize=100`);
    expect(byWord.data.total).toBeGreaterThan(0);
    expect(
      byWord.data.records.every((r) => `${r.serviceName}${r.summary}${r.orgName}`.includes('专利')),
    ).toBe(true);
    const org = rd.data.records[0]!.orgId;
    expect(
      (await page(`orgId=${org}&pageSize=100`)).data.records.every((r) => r.orgId === org),
    ).toBe(true);
    const negotiable = await page('negotiable=1&pageSize=100');
    expect(negotiable.data.total).toBeGreaterThan(0);
    expect(negotiable.data.records.every((r) => r.price === null)).toBe(true);
    expect((await page('catId=99999')).data).toMatchObject({ total: 0, records: [] });
  });

  it('sorts by price (面议 last), sales and views', async () => {
    const asc = (await page('sort=priceAsc&pageSize=100')).data.records.map((r) => r.price);
    const priced = asc.filter((p) => p !== null);
    expect(priced).toEqual([...priced].sort((a, b) => a - b));
    expect(asc.indexOf(null) === -1 || asc.slice(asc.indexOf(null)).every((p) => p === null)).toBe(
      true,
    );
    const desc = (await page('sort=priceDesc&pageSize=20')).data.records.map((r) => r.price ?? 0);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const sales = (await page('sort=sales&pageSize=20')).data.records.map((r) => r.salesCount);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('refuses bad parameters with a clear message', async () => {
    expect(await page('type=9')).toMatchObject({ code: 400, msg: '服务类型不正确' });
    expect(await page('catId=x')).toMatchObject({ code: 400, msg: '服务分类不正确' });
    expect(await page('orgId=-1')).toMatchObject({ code: 400, msg: '服务机构不正确' });
    expect(await page('sort=cheap')).toMatchObject({ code: 400, msg: '排序方式不正确' });
    expect(await page('regionCode=abc')).toMatchObject({ code: 400 });
    expect(await page(`keyword=${chars(51)}`)).toMatchObject({ code: 400 });
    expect(await page('pageSize=500')).toMatchObject({ code: 400 });
    expect(await page('color=red')).toMatchObject({ code: 400 });
  });
});

describe('service product detail (server/detail) and collect/product', () => {
  it('shows the product with its provider (phone masked) and others of its category', async () => {
    const [item] = (await page('pageSize=1')).data.records;
    const res = await call<ServiceDetail>(`detail?id=${item!.id}`);
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ id: item!.id, serviceName: item!.serviceName });
    expect(res.data.content).toContain('<p>');
    expect(res.data.org.orgName).toBe(item!.orgName);
    expect(res.data.org.telephone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(res.data.related.every((r) => r.catId === item!.catId && r.id !== item!.id)).toBe(true);
  });

  it('answers 404 for an unknown or withdrawn product, 400 for a bad id', async () => {
    const withdrawn = await ctx.db
      .selectFrom('techServices')
      .select('id')
      .where('status', '=', 0)
      .executeTakeFirstOrThrow();
    for (const id of [withdrawn.id, 999999]) {
      expect(await call(`detail?id=${id}`)).toEqual({
        code: 404,
        msg: '该服务不存在或已下架',
        data: null,
      });
    }
    expect((await call('detail?id=abc')).code).toBe(400);
    expect(
      (await post(ctx.app, '/client/mine/collect/product', { id: withdrawn.id }, { token })).code,
    ).toBe(404);
  });

  it('collects a product: isCollect on list and detail for the member only', async () => {
    const [item] = (await page('pageSize=1&sort=sales')).data.records;
    const before = await countRows(ctx, 'collections');
    expect(
      (await post(ctx.app, '/client/mine/collect/product', { id: item!.id }, { token })).msg,
    ).toBe('收藏成功');
    expect(await countRows(ctx, 'collections')).toBe(before + 1);
    expect((await call<ServiceDetail>(`detail?id=${item!.id}`, token)).data.isCollect).toBe(true);
    expect((await page('pageSize=1&sort=sales', token)).data.records[0]!.isCollect).toBe(true);
    expect((await page('pageSize=1&sort=sales')).data.records[0]!.isCollect).toBe(false);
    expect(
      (await post(ctx.app, '/client/mine/collect/product/cancel', { id: item!.id }, { token })).msg,
    ).toBe('取消收藏成功');
    expect((await call<ServiceDetail>(`detail?id=${item!.id}`, token)).data.isCollect).toBe(false);
  });
});

describe('service rules (server/rule/*)', () => {
  it('pages published rules newest first and filters by keyword', async () => {
    const res = await call<Page<ServiceRuleItem>>('rule/page?pageSize=100');
    expect(res.code).toBe(1);
    expect(res.data.total).toBe(9);
    const dates = res.data.records.map((r) => r.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const found = await call<Page<ServiceRuleItem>>(
      `rule/page?keyword=${encodeURIComponent('纠纷')}`,
    );
    expect(found.data.records.map((r) => r.title)).toEqual(['服务纠纷处理办法']);
    expect((await call('rule/page?sort=hot')).msg).toBe('排序方式不正确');
  });

  it('shows a rule with its neighbours; 404 for unknown or withdrawn', async () => {
    const list = (await call<Page<ServiceRuleItem>>('rule/page?pageSize=3')).data.records;
    const res = await call<ServiceRuleDetail>(`rule/detail?id=${list[1]!.id}`);
    expect(res.data.content).toContain('第一条');
    expect(res.data.prev?.id).toBe(list[0]!.id);
    expect(res.data.next?.id).toBe(list[2]!.id);
    const withdrawn = await ctx.db
      .selectFrom('serviceRules')
      .select('id')
      .where('status', '=', 0)
      .executeTakeFirstOrThrow();
    for (const id of [withdrawn.id, 999999]) {
      expect(await call(`rule/detail?id=${id}`)).toEqual({
        code: 404,
        msg: '该规则不存在或已撤回',
        data: null,
      });
    }
  });
});

describe('operator: service-withdraw / service-publish / service-rule-*', () => {
  it('withdraws a product from list and detail and puts it back, audited', async () => {
    const [item] = (await page('pageSize=1&sort=views')).data.records;
    const id = item!.id;
    expect(await runServiceCommand(ctx.app, 'service-withdraw', { id: String(id) })).toBe(
      `已下架服务产品 ${id}`,
    );
    ctx.clock.advance(11_000);
    expect((await call(`detail?id=${id}`)).code).toBe(404);
    expect((await page('pageSize=100&sort=views')).data.records.some((r) => r.id === id)).toBe(
      false,
    );
    await runServiceCommand(ctx.app, 'service-publish', { id: String(id) });
    expect((await call<ServiceDetail>(`detail?id=${id}`)).data.id).toBe(id);
    const audit = await ctx.db
      .selectFrom('auditLog')
      .select('action')
      .where('action', 'like', 'operator.service-%')
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual([
      'operator.service-publish',
      'operator.service-withdraw',
    ]);
  });

  it('refuses a missing or unknown id and writes nothing', async () => {
    const before = await countRows(ctx, 'auditLog');
    await expect(runServiceCommand(ctx.app, 'service-withdraw', {})).rejects.toThrow(
      'service-withdraw',
    );
    await expect(
      runServiceCommand(ctx.app, 'service-rule-withdraw', { id: '999999' }),
    ).rejects.toThrow('没有机构规则 999999');
    expect(await countRows(ctx, 'auditLog')).toBe(before);
  });
});
