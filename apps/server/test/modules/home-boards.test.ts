import type {
  NewsItem,
  OutcomeBoardItem,
  PolicyItem,
  RewardBoardItem,
  ServiceMarketItem,
  TalentCounts,
  TechHomeItem,
  TechServiceItem,
} from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../src/lib/time.ts';
import { appForFile } from '../support/app.ts';
import { get } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';

const ctx = appForFile(createSeededApp);
let today: string;
beforeAll(async () => {
  today = formatDate(ctx.clock.now());
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const sortedDesc = (values: string[]) => [...values].sort().reverse();

describe('GET /client/api/home/tech/home (important projects)', () => {
  it('lists featured published outcomes, newest first, 8 by default', async () => {
    const res = await get<TechHomeItem[]>(ctx.app, '/client/api/home/tech/home');
    expect(res.data).toHaveLength(8);
    const first = res.data[0]!;
    expect(first).toEqual({
      id: expect.any(Number),
      goodsName: expect.any(String),
      coverImg: expect.stringMatching(/^\/images\/demo\/outcomes\/field-\d{2}\.svg$/),
      techArea: expect.any(String),
      maturityName: expect.stringMatching(/阶段$/),
      cooperationName: expect.any(String),
      price: expect.any(Number),
      orgName: expect.any(String),
      publishDate: expect.stringMatching(DATE),
      viewCount: expect.any(Number),
    });
    expect(res.data.map((r) => r.publishDate)).toEqual(
      sortedDesc(res.data.map((r) => r.publishDate)),
    );
    const ids = res.data.map((r) => r.id);
    const rows = await ctx.db
      .selectFrom('outcomes')
      .select(['featured', 'status'])
      .where('id', 'in', ids)
      .execute();
    expect(rows.every((r) => r.featured === 1 && r.status === 1)).toBe(true);
  });

  it('takes size, within 1–50', async () => {
    expect(
      (await get<TechHomeItem[]>(ctx.app, '/client/api/home/tech/home?size=3')).data,
    ).toHaveLength(3);
    expect(await get(ctx.app, '/client/api/home/tech/home?size=0')).toMatchObject({
      code: 400,
      msg: '数量应为1-50之间的整数',
    });
    expect(await get(ctx.app, '/client/api/home/tech/home?size=51')).toMatchObject({ code: 400 });
  });
});

describe('GET /client/api/home/techServiceShopList', () => {
  it('lists service products of one type or of both', async () => {
    const rd = await get<TechServiceItem[]>(
      ctx.app,
      '/client/api/home/techServiceShopList?type=1&size=50',
    );
    const tr = await get<TechServiceItem[]>(
      ctx.app,
      '/client/api/home/techServiceShopList?type=2&size=50',
    );
    expect(rd.data.length).toBeGreaterThan(5);
    expect(rd.data.every((s) => s.type === 1)).toBe(true);
    expect(tr.data.every((s) => s.type === 2)).toBe(true);
    const all = await get<TechServiceItem[]>(ctx.app, '/client/api/home/techServiceShopList');
    expect(all.data).toHaveLength(8);
    expect(all.data[0]).toMatchObject({
      serviceImg: expect.stringMatching(/^\/images\/demo\/services\/cat-\d+\.svg$/),
      catName: expect.any(String),
      orgName: expect.any(String),
      priceUnit: expect.stringMatching(/^元\//),
    });
  });

  it('refuses an unknown type', async () => {
    expect(await get(ctx.app, '/client/api/home/techServiceShopList?type=3')).toEqual({
      code: 400,
      msg: '服务类型不正确',
      data: null,
    });
  });
});

describe('GET /client/api/home/service/market', () => {
  it('lists the service categories with their product counts and list links', async () => {
    const res = await get<ServiceMarketItem[]>(ctx.app, '/client/api/home/service/market');
    expect(res.data).toHaveLength(10);
    expect(res.data[0]).toEqual({
      name: '研发设计',
      value: expect.any(Number),
      link: expect.stringMatching(/^\/ServerList\?type=1&catId=\d+$/),
    });
    expect(res.data.at(-1)!.link).toMatch(/^\/ServerList\?type=2&catId=\d+$/);
    const total = res.data.reduce((sum, item) => sum + item.value, 0);
    // Products on sale only: withdrawn ones (status 0) are not counted.
    const onSale = await ctx.db
      .selectFrom('techServices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 1)
      .executeTakeFirstOrThrow();
    expect(total).toBe(Number(onSale.n));
  });
});

describe('GET /client/api/home/techMemberCount', () => {
  it('counts experts, commissioners and technology managers', async () => {
    const res = await get<TalentCounts>(ctx.app, '/client/api/home/techMemberCount');
    expect(res.data).toEqual({ expertCount: 150, commissionerCount: 80, memberCount: 60 });
  });
});

describe('the two-sided board', () => {
  it('GET /client/api/home/reward/home lists bounties with both unveil states', async () => {
    const res = await get<RewardBoardItem[]>(ctx.app, '/client/api/home/reward/home?size=50');
    expect(res.data).toHaveLength(50);
    expect(res.data[0]).toEqual({
      id: expect.any(Number),
      rewardName: expect.any(String),
      techArea: expect.any(String),
      unveilStatus: expect.any(Number),
      amount: expect.any(Number),
      deadline: expect.stringMatching(DATE),
    });
    expect(new Set(res.data.map((r) => r.unveilStatus))).toEqual(new Set([0, 1]));
    expect(
      (await get<RewardBoardItem[]>(ctx.app, '/client/api/home/reward/home')).data,
    ).toHaveLength(20);
  });

  it('GET /client/api/home/outcome/home lists published outcomes, newest first', async () => {
    const res = await get<OutcomeBoardItem[]>(ctx.app, '/client/api/home/outcome/home?size=50');
    expect(res.data).toHaveLength(50);
    expect(res.data.map((r) => r.publishDate)).toEqual(
      sortedDesc(res.data.map((r) => r.publishDate)),
    );
    expect(new Set(res.data.map((r) => r.tradeStatus))).toEqual(new Set([0, 1]));
    const statuses = await ctx.db
      .selectFrom('outcomes')
      .select('status')
      .where(
        'id',
        'in',
        res.data.map((r) => r.id),
      )
      .execute();
    expect(statuses.every((s) => s.status === 1)).toBe(true);
  });

  it('shows a newly published outcome at the top', async () => {
    const field = await ctx.db
      .selectFrom('techFields')
      .select(['id', 'name'])
      .where('parentId', 'is not', null)
      .executeTakeFirstOrThrow();
    const base = await ctx.db.selectFrom('outcomes').selectAll().executeTakeFirstOrThrow();
    const { id: _id, ...copy } = base;
    await ctx.db
      .insertInto('outcomes')
      .values({
        ...copy,
        goodsName: '测试新成果',
        techFieldId: field.id,
        status: 1,
        tradeStatus: 1,
        publishDate: '2099-01-01',
      })
      .execute();
    const res = await get<OutcomeBoardItem[]>(ctx.app, '/client/api/home/outcome/home?size=1');
    expect(res.data[0]).toMatchObject({
      goodsName: '测试新成果',
      techArea: field.name,
      tradeStatus: 1,
    });
    await ctx.db.deleteFrom('outcomes').where('goodsName', '=', '测试新成果').execute();
  });
});

describe('GET /client/api/policy/policy/banner/home', () => {
  it('gives 12 policies by default with apply status and days left from today', async () => {
    const res = await get<PolicyItem[]>(ctx.app, '/client/api/policy/policy/banner/home');
    expect(res.data).toHaveLength(12);
    for (const p of res.data) {
      const expected = today < p.startDate ? 0 : today > p.endDate ? 2 : 1;
      expect(p.applyStatus, p.policyName).toBe(expected);
      const days = Math.round((Date.parse(p.endDate) - Date.parse(today)) / 86_400_000);
      expect(p.deadlineDays).toBe(Math.max(0, days));
    }
    expect(res.data.map((p) => p.publishDate)).toEqual(
      sortedDesc(res.data.map((p) => p.publishDate)),
    );
  });

  it('isToday=true keeps only policies not yet ended, soonest deadline first', async () => {
    const res = await get<PolicyItem[]>(
      ctx.app,
      '/client/api/policy/policy/banner/home?size=50&isToday=true',
    );
    expect(res.data.length).toBeGreaterThan(10);
    expect(res.data.every((p) => p.endDate >= today && p.applyStatus !== 2)).toBe(true);
    expect(res.data.map((p) => p.endDate)).toEqual([...res.data.map((p) => p.endDate)].sort());
    expect(new Set(res.data.map((p) => p.applyStatus))).toEqual(new Set([0, 1]));
  });

  it('has policies of every apply status', async () => {
    const res = await get<PolicyItem[]>(ctx.app, '/client/api/policy/policy/banner/home?size=50');
    expect(new Set(res.data.map((p) => p.applyStatus))).toEqual(new Set([0, 1, 2]));
  });

  it('refuses a bad flag', async () => {
    expect(await get(ctx.app, '/client/api/policy/policy/banner/home?isToday=yes')).toEqual({
      code: 400,
      msg: '参数应为true或false',
      data: null,
    });
  });
});

describe('GET /client/api/policy/news/banner/home', () => {
  it('lists pinned news first, then the newest', async () => {
    const res = await get<NewsItem[]>(ctx.app, '/client/api/policy/news/banner/home?size=10');
    expect(res.data).toHaveLength(10);
    const pinned = await ctx.db.selectFrom('news').select('id').where('isTop', '=', 1).execute();
    expect(
      res.data
        .slice(0, pinned.length)
        .map((n) => n.id)
        .sort(),
    ).toEqual(pinned.map((p) => p.id).sort());
    expect(res.data[0]).toEqual({
      id: expect.any(Number),
      newsTitle: expect.any(String),
      newsImg: expect.toSatisfy(
        (v: unknown) => v === null || /^\/images\/demo\/news\//.test(String(v)),
      ),
      newsType: expect.any(Number),
      source: expect.any(String),
      summary: expect.any(String),
      publishDate: expect.stringMatching(DATE),
    });
    expect(
      (await get<NewsItem[]>(ctx.app, '/client/api/policy/news/banner/home')).data,
    ).toHaveLength(8);
  });
});
