import type {
  FinanceProductDetail,
  FinanceProductItem,
  FinancingItem,
  MyFinanceProductApply,
  Page,
} from '@portal/shared';
import { Migrator } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { runFinanceCommand } from '../../src/cli/finance-commands.ts';
import { createDb } from '../../src/db/index.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { migrations } from '../../src/db/migrations/index.ts';
import { appForFile } from '../support/app.ts';
import { get, post, registerMember, userIdOf } from '../support/client.ts';
import { chars, countRows, createSeededApp } from '../support/home.ts';

const ctx = appForFile(createSeededApp);
let alice: string;
let bob: string;
let product: { id: number; catId: number; amountMin: number; amountMax: number };
beforeAll(async () => {
  alice = (await registerMember(ctx, { username: 'finance_alice' })).token;
  bob = (await registerMember(ctx, { username: 'finance_bob' })).token;
  product = await ctx.db
    .selectFrom('financeProducts')
    .select(['id', 'catId', 'amountMin', 'amountMax'])
    .where('status', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
});

const page = (query: string) =>
  get<Page<FinanceProductItem>>(ctx.app, `/client/api/finance/product/page?${query}`);

describe('finance products (/FinanceList)', () => {
  it('lists a tab with rate, amount, term, guaranty, field, region and provider', async () => {
    const res = await page(`tabId=${product.catId}&pageSize=50`);
    expect(res.code).toBe(1);
    expect(res.data.total).toBeGreaterThan(0);
    expect(res.data.records.every((r) => r.catId === product.catId)).toBe(true);
    const first = res.data.records[0]!;
    expect(first).toMatchObject({
      productName: expect.any(String),
      orgName: expect.any(String),
      termText: expect.any(String),
      guarantyText: expect.any(String),
      regionName: expect.any(String),
    });
    expect(first.amountMax).toBeGreaterThanOrEqual(first.amountMin);
  });

  it('filters by amount, guaranty, keyword and sorts by rate', async () => {
    const byAmount = await page('amount=2000&pageSize=100');
    expect(byAmount.data.records.every((r) => r.amountMin <= 2000 && r.amountMax >= 2000)).toBe(
      true,
    );
    const byGuaranty = await page('guarantyType=1&pageSize=100');
    expect(byGuaranty.data.records.every((r) => r.guarantyType === 1)).toBe(true);
    const byWord = await page(`keyword=${encodeURIComponent('知识产权')}`);
    expect(byWord.data.records.length).toBeGreaterThan(0);
    const byRate = await page('sort=rate&pageSize=100');
    const rates = byRate.data.records.map((r) => r.rateMin).filter((r) => r !== null);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    const byRegion = await page('regionCode=3701&pageSize=100');
    expect(
      byRegion.data.records.every((r) => r.regionCode === '' || r.regionCode.startsWith('3701')),
    ).toBe(true);
  });

  it('refuses bad filters', async () => {
    expect((await page('amount=-5')).msg).toBe('请输入正确的金额');
    expect((await page('tabId=abc')).msg).toBe('金融分类不正确');
    expect((await page('sort=cheap')).msg).toBe('排序方式不正确');
    expect((await page(`keyword=${chars(51)}`)).code).toBe(400);
  });
});

describe('finance product detail (/Financedetail)', () => {
  it('answers the product with conditions, documents, provider and related; counts views', async () => {
    const res = await get<FinanceProductDetail>(
      ctx.app,
      `/client/api/finance/product/detail?id=${product.id}`,
    );
    expect(res.code).toBe(1);
    expect(res.data.documents.length).toBeGreaterThan(0);
    expect(res.data.conditions).toContain('<li>');
    expect(res.data.orgIntro).not.toBe('');
    expect(res.data.myApplication).toBeNull();
    expect(res.data.related.every((r) => r.id !== product.id && r.catId === product.catId)).toBe(
      true,
    );
    const again = await get<FinanceProductDetail>(
      ctx.app,
      `/client/api/finance/product/detail?id=${product.id}`,
      { token: alice },
    );
    expect(again.data.viewCount).toBe(res.data.viewCount + 1);
  });

  it('404 for an unknown or withdrawn product', async () => {
    expect(await get(ctx.app, '/client/api/finance/product/detail?id=999999')).toMatchObject({
      code: 404,
      msg: '该金融产品不存在或已下架',
    });
    const hidden = await ctx.db
      .selectFrom('financeProducts')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await ctx.db
      .updateTable('financeProducts')
      .set({ status: 0 })
      .where('id', '=', hidden.id)
      .execute();
    expect((await get(ctx.app, `/client/api/finance/product/detail?id=${hidden.id}`)).code).toBe(
      404,
    );
    await ctx.db
      .updateTable('financeProducts')
      .set({ status: 1 })
      .where('id', '=', hidden.id)
      .execute();
  });
});

const form = (change: Record<string, unknown> = {}) => ({
  productId: product.id,
  companyName: '济南华辰智能科技有限公司',
  applyMoney: product.amountMin || 10,
  moneyUse: '购置中试设备',
  guarantyType: 1,
  linkName: '王经理',
  linkPhone: '13805310009',
  ...change,
});
const apply = (body: unknown, token?: string, asForm = false) =>
  post<{ id: number }>(ctx.app, '/client/mine/finance/product/apply', body, {
    ...(token ? { token } : {}),
    form: asForm,
  });
const mine = (token: string, query = '') =>
  get<Page<MyFinanceProductApply>>(ctx.app, `/client/mine/finance/product/apply/page?${query}`, {
    token,
  });
const withdraw = (id: number, token: string) =>
  post(ctx.app, '/client/mine/finance/product/apply/withdraw', { id }, { token });

describe('finance product application (/RequestApplication)', () => {
  it('needs a member and valid fields; bad input writes nothing', async () => {
    const before = await countRows(ctx, 'financeProductApplications');
    expect((await apply(form())).code).toBe(-401);
    expect((await apply({}, alice)).msg).toBe('请选择要申请的金融产品');
    expect((await apply(form({ companyName: ' ' }), alice)).msg).toBe('请输入企业名称');
    expect((await apply(form({ applyMoney: '' }), alice)).msg).toBe('请输入申请金额');
    expect((await apply(form({ applyMoney: 'abc' }), alice)).msg).toBe('请输入正确的金额');
    expect((await apply(form({ applyMoney: -3 }), alice)).msg).toBe('请输入正确的金额');
    expect((await apply(form({ applyMoney: 1.234 }), alice)).msg).toBe('请输入正确的金额');
    expect((await apply(form({ applyMoney: product.amountMax + 1 }), alice)).msg).toBe(
      `申请金额不能超过该产品最高额度${product.amountMax}万元`,
    );
    expect((await apply(form({ guarantyType: '' }), alice)).msg).toBe('请选择担保方式');
    expect((await apply(form({ guarantyType: 99 }), alice)).msg).toBe('请选择担保方式');
    expect((await apply(form({ linkName: '' }), alice)).msg).toBe('请输入联系人');
    expect((await apply(form({ linkPhone: '' }), alice)).msg).toBe('请输入手机号');
    expect((await apply(form({ linkPhone: '12345678901' }), alice)).msg).toBe('请输入正确的手机号');
    expect((await apply(form({ moneyUse: chars(301) }), alice)).msg).toBe('最多输入300个字符');
    expect((await apply(form({ extra: 1 }), alice)).code).toBe(400);
    expect((await apply(form({ productId: 999999 }), alice)).code).toBe(404);
    expect(await countRows(ctx, 'financeProductApplications')).toBe(before);
  });

  it('stores a pending application the member follows; one open per product (also at once)', async () => {
    const results = await Promise.all([apply(form(), alice, true), apply(form(), alice)]);
    expect(results.map((r) => r.code).sort()).toEqual([1, 409]);
    const ok = results.find((r) => r.code === 1)!;
    expect(ok.msg).toBe('提交成功');
    expect((await apply(form(), alice)).msg).toBe('您已申请过该产品，请勿重复提交');
    const list = await mine(alice, `productId=${product.id}`);
    expect(list.data.total).toBe(1);
    expect(list.data.records[0]).toMatchObject({
      id: ok.data.id,
      status: 0,
      productId: product.id,
      guarantyName: '信用',
      reason: null,
    });
    const detail = await get<FinanceProductDetail>(
      ctx.app,
      `/client/api/finance/product/detail?id=${product.id}`,
      { token: alice },
    );
    expect(detail.data.myApplication).toEqual({ id: ok.data.id, status: 0 });
    // Bob sees none of it and cannot withdraw it.
    expect((await mine(bob)).data.total).toBe(0);
    expect((await withdraw(ok.data.id, bob)).code).toBe(404);
    expect((await get(ctx.app, '/client/mine/finance/product/apply/page')).code).toBe(-401);
  });

  it('withdraw while pending; operator accept and decline with a reason', async () => {
    const [first] = (await mine(alice)).data.records;
    expect(await withdraw(first!.id, alice)).toMatchObject({ code: 1, msg: '撤回成功' });
    expect((await withdraw(first!.id, alice)).msg).toBe('只有待受理的申请可以撤回');
    await expect(
      runFinanceCommand(ctx.app, 'finance-accept', { id: String(first!.id) }),
    ).rejects.toThrow('该申请当前为“已撤回”，不能再处理');

    const again = await apply(form(), alice);
    expect(again.code).toBe(1);
    const pending = await runFinanceCommand(ctx.app, 'finance-pending', {});
    expect(pending).toContain('济南华辰智能科技有限公司');
    await expect(
      runFinanceCommand(ctx.app, 'finance-decline', { id: String(again.data.id) }),
    ).rejects.toThrow('请填写拒绝原因');
    expect(
      await runFinanceCommand(ctx.app, 'finance-decline', {
        id: String(again.data.id),
        reason: '企业成立不足一年',
      }),
    ).toContain('已拒绝');
    const declined = (await mine(alice)).data.records.find((r) => r.id === again.data.id);
    expect(declined).toMatchObject({ status: 2, reason: '企业成立不足一年' });
    expect((await withdraw(again.data.id, alice)).code).toBe(400);

    const third = await apply(form(), alice);
    expect(await runFinanceCommand(ctx.app, 'finance-accept', { id: String(third.data.id) })).toBe(
      `已受理金融产品申请 ${third.data.id}`,
    );
    expect((await mine(alice)).data.records[0]).toMatchObject({ id: third.data.id, status: 1 });
    // Each decision told Alice, linking to the product; Bob heard nothing.
    const messages = await get<{ records: { title: string; body: string; targetId: number }[] }>(
      ctx.app,
      '/client/mine/message/page?kind=9',
      { token: alice },
    );
    expect(messages).toMatchObject({ code: 1 });
    expect(messages.data.records.map((m) => m.title)).toEqual([
      '金融产品申请已受理',
      '金融产品申请未通过',
    ]);
    expect(messages.data.records[1]).toMatchObject({ targetId: product.id });
    expect(messages.data.records[1]!.body).toContain('企业成立不足一年');
    expect(
      (await get<{ total: number }>(ctx.app, '/client/mine/message/page?kind=9', { token: bob }))
        .data.total,
    ).toBe(0);
    await expect(runFinanceCommand(ctx.app, 'finance-accept', { id: '999999' })).rejects.toThrow(
      '申请记录不存在',
    );
  });
});

describe('personal data', () => {
  it("a member's export holds their product applications and undertakings", async () => {
    const res = await get<Record<string, Record<string, unknown>[]>>(
      ctx.app,
      '/client/mine/account/export',
      { token: alice },
    );
    expect(res.code).toBe(1);
    const { productName } = await ctx.db
      .selectFrom('financeProducts')
      .select('productName')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(res.data.金融产品申请!.length).toBeGreaterThan(0);
    expect(res.data.金融产品申请![0]).toMatchObject({ 金融产品: productName });
    expect(res.data.融资需求对接).toEqual([]);
  });
});

describe('financing needs (/DemandUndertaking)', () => {
  const needs = (token?: string) =>
    get<Page<FinancingItem>>(
      ctx.app,
      '/client/api/finance/financing/page?pageSize=100',
      token ? { token } : {},
    );
  const take = (body: unknown, token?: string) =>
    post<{ id: number }>(ctx.app, '/client/mine/finance/financing/undertake', body, {
      ...(token ? { token } : {}),
    });
  const offer = (financingId: number, change: Record<string, unknown> = {}) => ({
    financingId,
    orgName: '齐鲁科创投资基金',
    linkName: '李经理',
    linkPhone: '13905310001',
    remark: '可提供股权投资',
    ...change,
  });

  it('lists published needs only, phones masked', async () => {
    const res = await needs();
    expect(res.code).toBe(1);
    const published = await ctx.db
      .selectFrom('financingDemands')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('publishStatus', '=', 1)
      .executeTakeFirstOrThrow();
    expect(res.data.total).toBe(Number(published.n));
    expect(res.data.records[0]!.linkPhone).toMatch(/^\d{3}\*{4}\d{4}$/);
  });

  it('an operator publishes a need; one undertaking per member (409, also at once)', async () => {
    const unpublished = await ctx.db
      .selectFrom('financingDemands')
      .select('id')
      .where('publishStatus', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await take(offer(unpublished.id), bob)).code).toBe(404);
    expect(
      await runFinanceCommand(ctx.app, 'financing-publish', { id: String(unpublished.id) }),
    ).toBe(`已发布融资需求 ${unpublished.id}`);
    await expect(
      runFinanceCommand(ctx.app, 'financing-publish', { id: String(unpublished.id) }),
    ).rejects.toThrow('该融资需求已发布');

    expect((await take(offer(unpublished.id))).code).toBe(-401);
    expect((await take(offer(unpublished.id, { orgName: '' }), bob)).msg).toBe('请输入机构名称');
    expect((await take(offer(unpublished.id, { linkPhone: '123' }), bob)).msg).toBe(
      '请输入正确的手机号',
    );
    expect((await take(offer(unpublished.id, { remark: chars(301) }), bob)).msg).toBe(
      '最多输入300个字符',
    );
    expect((await take(offer(unpublished.id, { financingId: 999999 }), bob)).code).toBe(404);

    const results = await Promise.all([
      take(offer(unpublished.id), bob),
      take(offer(unpublished.id), bob),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([1, 409]);
    expect((await take(offer(unpublished.id), bob)).msg).toBe('您已承接过该融资需求，请勿重复提交');
    const rows = await ctx.db
      .selectFrom('financingUndertakings')
      .select('id')
      .where('financingId', '=', unpublished.id)
      .where('orgName', '=', '齐鲁科创投资基金')
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(1);
    const listed = (await needs(bob)).data.records.find((r) => r.id === unpublished.id);
    expect(listed).toMatchObject({ isUndertaken: true });
    const forAlice = (await needs(alice)).data.records.find((r) => r.id === unpublished.id);
    expect(forAlice).toMatchObject({ isUndertaken: false });
  });

  it('a member cannot take their own need', async () => {
    const aliceId = await userIdOf(ctx, 'finance_alice');
    const own = await ctx.db
      .insertInto('financingDemands')
      .values({
        userId: aliceId,
        companyName: '测试企业',
        applyMoney: 500,
        projectDesc: '扩产',
        stockPercent: null,
        linkPhone: '13805310009',
        status: 0,
        createdAt: ctx.clock.now(),
        publishStatus: 1,
        publishedAt: ctx.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await take(offer(own.id), alice)).msg).toBe('不能承接自己发布的融资需求');
    const listed = (await needs(alice)).data.records.find((r) => r.id === own.id);
    expect(listed).toMatchObject({ isMine: true });
  });
});

describe('migration 20261124_08_finance', () => {
  it('fills the new product columns of rows that existed before, and goes down and up again', async () => {
    const db = createDb({ sqlitePath: ':memory:' });
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('20261124_05_evaluation')).error).toBeUndefined();
      const cat = await db
        .insertInto('financeCategories')
        .values({ catName: '科技信贷', catDesc: '', catImg: '', sort: 1 } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('financeProducts')
        .values({
          catId: cat.id,
          productName: '旧库中的贷款',
          orgName: '某银行',
          rateText: '年化3.45%起',
          amountMax: 1000,
          termText: '1年',
          guarantyText: '信用',
          summary: '摘要',
          content: '<p>正文</p>',
          status: 1,
          publishDate: '2026-11-01',
          viewCount: 0,
          createdAt: 0,
        } as never)
        .execute();
      expect(await migrateToLatest(db)).toContain('20261124_08_finance');
      const row = await db.selectFrom('financeProducts').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ amountMin: 50, regionCode: '', documents: '[]' });
      expect(Number(row.rateMin)).toBeGreaterThan(3);
      expect(Number(row.rateMax)).toBeGreaterThan(Number(row.rateMin));
      expect((await migrator.migrateTo('20261124_05_evaluation')).error).toBeUndefined();
      expect(await migrateToLatest(db)).toContain('20261124_08_finance');
    } finally {
      await db.destroy();
    }
  });
});

describe('证券化信息 (scope=securities of the member’s applications)', () => {
  it('keeps the IP-secured or IP-category products’ applications, own rows only', async () => {
    const carol = (await registerMember(ctx, { username: 'finance_carol' })).token;
    const ipCats = await ctx.db
      .selectFrom('financeCategories')
      .select('id')
      .where((eb) =>
        eb.or([eb('catName', 'like', '%知识产权%'), eb('catName', 'like', '%证券化%')]),
      )
      .execute();
    const products = await ctx.db
      .selectFrom('financeProducts')
      .select(['id', 'catId', 'guarantyType', 'amountMin'])
      .where('status', '=', 1)
      .orderBy('id')
      .execute();
    const isIp = (p: (typeof products)[number]) =>
      p.guarantyType === 5 || ipCats.some((c) => c.id === p.catId);
    const ip = products.find(isIp)!;
    const plain = products.find((p) => !isIp(p))!;
    expect(ip, 'demo data holds an IP-finance product').toBeDefined();
    expect(plain).toBeDefined();
    for (const p of [ip, plain]) {
      const res = await apply(form({ productId: p.id, applyMoney: p.amountMin || 10 }), carol);
      expect(res.code, res.msg).toBe(1);
    }
    expect((await mine(carol)).data.total).toBe(2);
    const securities = await mine(carol, 'scope=securities');
    expect(securities.data.total).toBe(1);
    expect(securities.data.records[0]).toMatchObject({ productId: ip.id, status: 0 });
    expect((await mine(carol, 'scope=')).data.total).toBe(2);
    expect((await mine(bob, 'scope=securities')).data.total).toBe(0);
    expect((await mine(carol, 'scope=all')).msg).toBe('查询范围不正确');
  });
});
