import {
  type CockpitIndicator,
  type CockpitOverview,
  CockpitPaths,
  MarketPaths,
  type MarketReport,
  type OutcomeStats,
  type Page,
} from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../support/app.ts';
import { get } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';

const ctx = appForFile(createSeededApp);

const listTotal = async (path: string, query = '') =>
  (await get<Page<unknown>>(ctx.app, `${path}?pageSize=1${query}`)).data.total;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const overview = async (query = '') => {
  const res = await get<CockpitOverview>(ctx.app, `${CockpitPaths.overview}${query}`);
  expect(res.code).toBe(1);
  return res.data;
};
const tile = (o: CockpitOverview, key: string) => o.tiles.find((t) => t.key === key)!.value;
const indicator = (o: CockpitOverview, id: number) => o.indicators.find((i) => i.id === id)!;

/** A first-level field and a city that both have published outcomes on the seed. */
async function busyFieldAndCity() {
  const row = await ctx.db
    .selectFrom('outcomes as o')
    .innerJoin('techFields as f', 'f.id', 'o.techFieldId')
    .select(['f.parentId', 'o.regionCode'])
    .where('o.status', '=', 1)
    .where('o.regionCode', 'like', '37%')
    .orderBy('o.id')
    .executeTakeFirstOrThrow();
  return { fieldId: row.parentId!, city: row.regionCode.slice(0, 4) };
}

describe('cockpit overview', () => {
  it('has tiles that equal the totals of the public lists', async () => {
    const o = await overview();
    expect(tile(o, 'outcomes')).toBeGreaterThan(0);
    expect(tile(o, 'outcomes')).toBe(await listTotal(MarketPaths.outcomePage));
    expect(tile(o, 'needs')).toBe(await listTotal(MarketPaths.needPage));
    expect(tile(o, 'deals')).toBe(await listTotal(MarketPaths.dealPage));
    expect(tile(o, 'rewards')).toBe(await listTotal(MarketPaths.rewardPage));
    expect(tile(o, 'auctions')).toBe(await listTotal(MarketPaths.bidPage));
    expect(o.indicators.map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });

  it('splits the outcome total by field and by city without losing any', async () => {
    const o = await overview();
    const total = tile(o, 'outcomes');
    expect(sum(indicator(o, 1).table.series[0]!.values)).toBe(total);
    const map = indicator(o, 2).table;
    expect(sum(map.series[0]!.values)).toBe(total);
    expect(map.labels).toContain('济南市');
    expect(map.codes).toContain('3701');
    expect(sum(indicator(o, 14).table.series[0]!.values)).toBe(tile(o, 'deals'));
  });

  it('narrows outcome and deal figures as the lists narrow for the same field and region', async () => {
    const { fieldId, city } = await busyFieldAndCity();
    const q = `&fieldId=${fieldId}&regionCode=${city}`;
    const o = await overview(`?fieldId=${fieldId}&regionCode=${city}`);
    const outcomes = await listTotal(MarketPaths.outcomePage, q);
    expect(outcomes).toBeGreaterThan(0);
    expect(tile(o, 'outcomes')).toBe(outcomes);
    expect(tile(o, 'deals')).toBe(await listTotal(MarketPaths.dealPage, q));
    const byCity = indicator(o, 2).table;
    expect(byCity.series[0]!.values[byCity.codes!.indexOf(city)]).toBe(outcomes);
    // Every field row of the narrowed total belongs to the chosen field.
    expect(indicator(o, 1).table.labels).toHaveLength(1);
  });

  it('counts outcomes by month from their publish dates', async () => {
    const o = await overview();
    const series = indicator(o, 3).table;
    expect(series.labels).toHaveLength(12);
    expect(series.labels.at(-1)).toBe('2026-11');
    const from = `${series.labels[0]}-01`;
    const since = await listTotal(MarketPaths.outcomePage, `&publishDateFrom=${from}`);
    expect(sum(series.series[0]!.values)).toBe(since);
  });

  it('gives one topic only when asked, and refuses a bad topic or filter', async () => {
    const o = await overview('?type=3');
    expect(o.indicators.map((i) => i.topic)).toEqual([3, 3, 3]);
    expect(await get(ctx.app, `${CockpitPaths.overview}?type=9`)).toMatchObject({
      code: 400,
      msg: '专题类型不正确',
    });
    expect((await get(ctx.app, `${CockpitPaths.overview}?regionCode=abc`)).code).toBe(400);
  });

  it('is computed from the live tables (a new deal shows after the cache expires)', async () => {
    const before = tile(await overview(), 'deals');
    await ctx.db
      .insertInto('deals')
      .values({
        title: '驾驶舱测试成交',
        outcomeId: null,
        needId: null,
        amount: 1_000_000,
        dealType: 1,
        transferor: '山东大学',
        transferee: '济南测试科技有限公司',
        techFieldId: 1,
        regionCode: '370102',
        dealDate: '2026-11-20',
        contractNo: 'JSHT-TEST-1',
        createdAt: ctx.clock.now(),
      })
      .execute();
    expect(tile(await overview(), 'deals')).toBe(before);
    // Past the cockpit's 5 s and the deal list's 10 s reuse.
    ctx.clock.advance(11_000);
    const after = await overview();
    expect(tile(after, 'deals')).toBe(before + 1);
    expect(tile(after, 'deals')).toBe(await listTotal(MarketPaths.dealPage));
  });
});

describe('one indicator', () => {
  it('answers /DataDetail with its table', async () => {
    const res = await get<CockpitIndicator>(ctx.app, `${CockpitPaths.indicator}?id=5`);
    expect(res.code).toBe(1);
    expect(res.data.name).toBe('技术交易成交趋势');
    expect(res.data.table.series.map((s) => s.unit)).toEqual(['笔', '万元']);
    expect(res.data.table.labels).toHaveLength(12);
  });

  it('ranks universities and institutes by outcomes', async () => {
    const res = await get<CockpitIndicator>(ctx.app, `${CockpitPaths.indicator}?id=12`);
    const [outcomes] = res.data.table.series;
    expect(res.data.table.labels.length).toBeGreaterThan(0);
    expect([...outcomes!.values].sort((a, b) => b - a)).toEqual(outcomes!.values);
    const first = res.data.table.labels[0]!;
    const row = await ctx.db
      .selectFrom('outcomes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 1)
      .where('orgName', '=', first)
      .where('ownerType', 'in', [1, 2])
      .executeTakeFirstOrThrow();
    expect(outcomes!.values[0]).toBe(Number(row.n));
  });

  it('says 指标不存在 for an unknown id', async () => {
    expect(await get(ctx.app, `${CockpitPaths.indicator}?id=999`)).toMatchObject({
      code: 404,
      msg: '指标不存在',
    });
  });
});

describe('outcome statistics (/ResultsData)', () => {
  it('adds up to the outcome list total in every breakdown', async () => {
    const res = await get<OutcomeStats>(ctx.app, CockpitPaths.outcomeStats);
    const s = res.data;
    expect(s.total).toBe(await listTotal(MarketPaths.outcomePage));
    expect(s.traded).toBe(await listTotal(MarketPaths.outcomePage, '&tradeStatus=1'));
    for (const t of [s.byOwner, s.byMaturity, s.byCooperation, s.byField])
      expect(sum(t.series[0]!.values)).toBe(s.total);
    expect(s.byOwner.labels).toEqual(['高校', '科研院所', '企业', '个人']);
    expect(s.byOwner.series[0]!.values[0]).toBe(
      await listTotal(MarketPaths.outcomePage, '&ownerType=1'),
    );
  });
});

describe('technology market report (/Technological)', () => {
  it('reports a quarter with the deals of its dates and the year before beside it', async () => {
    const res = await get<MarketReport>(
      ctx.app,
      `${CockpitPaths.marketReport}?year=2026&quarter=3`,
    );
    expect(res.code).toBe(1);
    const r = res.data;
    expect([r.from, r.to]).toEqual(['2026-07-01', '2026-09-30']);
    expect(r.byMonth.labels).toEqual(['2026-07', '2026-08', '2026-09']);
    const deals = r.figures.find((f) => f.key === 'deals')!;
    const listed = await listTotal(
      MarketPaths.dealPage,
      '&publishDateFrom=2026-07-01&publishDateTo=2026-09-30',
    );
    expect(deals.value).toBe(listed);
    expect(sum(r.byMonth.series[0]!.values)).toBe(listed);
    expect(sum(r.byField.series[0]!.values)).toBe(listed);
    expect(sum(r.byCity.series[0]!.values)).toBe(listed);
    const lastYear = await listTotal(
      MarketPaths.dealPage,
      '&publishDateFrom=2025-07-01&publishDateTo=2025-09-30',
    );
    expect(deals.lastYear).toBe(lastYear);
    expect(r.years[0]).toBe(2026);
  });

  it('reports the whole current year by default and refuses a bad quarter', async () => {
    const r = (await get<MarketReport>(ctx.app, CockpitPaths.marketReport)).data;
    expect([r.year, r.quarter, r.from, r.to]).toEqual([2026, 0, '2026-01-01', '2026-12-31']);
    expect(r.byMonth.labels).toHaveLength(12);
    expect(await get(ctx.app, `${CockpitPaths.marketReport}?quarter=5`)).toMatchObject({
      code: 400,
      msg: '季度不正确',
    });
  });
});
