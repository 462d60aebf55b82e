import {
  type CockpitChart,
  type CockpitIndicator,
  type CockpitTile,
  type CockpitTopic,
  type StatTable,
  TALENT_TYPES,
} from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { type Bucket, bucketed, grouped, lastMonths, total, wan } from './buckets.ts';
import { byCity, byField, byLabels, type FigureSeries } from './groups.ts';
import {
  auctionSource,
  type CockpitFilter,
  dealSource,
  memberSource,
  needSource,
  outcomeSource,
  rewardSource,
  type Source,
} from './sources.ts';

export interface IndicatorContext {
  db: Db;
  nowMs: number;
  filter: CockpitFilter;
}

interface IndicatorDef {
  id: number;
  topic: CockpitTopic;
  name: string;
  note: string;
  chart: CockpitChart;
  compute: (c: IndicatorContext) => Promise<StatTable>;
}

/** A time series of several figures over the last 12 months. */
async function monthly(
  c: IndicatorContext,
  series: (FigureSeries & { source: Source; column: string; isMs?: boolean })[],
): Promise<StatTable> {
  const months: Bucket[] = lastMonths(c.nowMs);
  const values = await Promise.all(
    series.map((x) =>
      bucketed(
        c.db,
        {
          from: x.source.from,
          where: x.source.where,
          column: x.column,
          ...(x.isMs ? { isMs: true } : {}),
          ...(x.value ? { value: x.value } : {}),
        },
        months,
      ),
    ),
  );
  return {
    dimension: '月份',
    labels: months.map((m) => m.label),
    series: series.map((x, i) => ({
      name: x.name,
      unit: x.unit,
      values: values[i]!.map(x.scale ?? ((n) => n)),
    })),
  };
}

const source = (from: string, where: string[] = []): Source => ({
  from: sql.raw(from),
  where: where.map((w) => sql<boolean>`${sql.raw(w)}`),
});

/** Contract registrations that were registered (已登记/待审核) or accepted (已受理). */
const contracts = source('contract_registrations as c', ['c.status in (2, 4)']);

/**
 * The cockpit's indicators, by id (/DataDetail?id=). Each reads the live tables; ids are
 * stable because links and bookmarks carry them.
 */
export const INDICATORS: readonly IndicatorDef[] = [
  {
    id: 1,
    topic: 1,
    name: '科技成果技术领域分布',
    note: '已发布的科技成果，按一级技术领域统计，与成果列表按领域筛选的总数一致。',
    chart: 'bar',
    compute: async (c) =>
      byField(c.db, await outcomeSource(c.db, c.filter), 'o', { name: '科技成果', unit: '项' }),
  },
  {
    id: 2,
    topic: 6,
    name: '科技成果地区分布',
    note: '已发布的科技成果，按所在城市统计；省外成果单列。',
    chart: 'map',
    compute: async (c) =>
      byCity(c.db, await outcomeSource(c.db, c.filter), 'o', [{ name: '科技成果', unit: '项' }]),
  },
  {
    id: 3,
    topic: 1,
    name: '科技成果月度发布',
    note: '近 12 个月每月发布的科技成果数（按发布日期）。',
    chart: 'line',
    compute: async (c) =>
      monthly(c, [
        {
          name: '发布成果',
          unit: '项',
          source: await outcomeSource(c.db, c.filter),
          column: 'o.publish_date',
        },
      ]),
  },
  {
    id: 4,
    topic: 2,
    name: '技术需求与科技成果对比',
    note: '近 12 个月每月发布的技术需求与科技成果数量。',
    chart: 'bar',
    compute: async (c) =>
      monthly(c, [
        { name: '技术需求', unit: '项', source: needSource, column: 'n.created_at', isMs: true },
        {
          name: '科技成果',
          unit: '项',
          source: await outcomeSource(c.db),
          column: 'o.publish_date',
        },
      ]),
  },
  {
    id: 5,
    topic: 3,
    name: '技术交易成交趋势',
    note: '近 12 个月每月成交笔数与成交金额（按成交日期），与成交列表一致。',
    chart: 'mixed',
    compute: async (c) => {
      const deals = await dealSource(c.db, c.filter);
      return monthly(c, [
        { name: '成交笔数', unit: '笔', source: deals, column: 'd.deal_date' },
        {
          name: '成交金额',
          unit: '万元',
          source: deals,
          column: 'd.deal_date',
          value: sql`d.amount`,
          scale: wan,
        },
      ]);
    },
  },
  {
    id: 6,
    topic: 3,
    name: '技术合同登记',
    note: '近 12 个月每月登记的技术合同份数与合同金额（按签订日期，已登记或已受理）。',
    chart: 'mixed',
    compute: (c) =>
      monthly(c, [
        { name: '登记合同', unit: '份', source: contracts, column: 'c.sign_date' },
        {
          name: '合同金额',
          unit: '万元',
          source: contracts,
          column: 'c.sign_date',
          value: sql`c.amount`,
          scale: wan,
        },
      ]),
  },
  {
    id: 7,
    topic: 2,
    name: '揭榜挂帅活跃度',
    note: '近 12 个月每月发布的榜单数与揭榜申请次数。',
    chart: 'bar',
    compute: (c) =>
      monthly(c, [
        { name: '发布榜单', unit: '项', source: rewardSource, column: 'r.publish_date' },
        {
          name: '揭榜申请',
          unit: '次',
          source: source('participations as p'),
          column: 'p.created_at',
          isMs: true,
        },
      ]),
  },
  {
    id: 8,
    topic: 3,
    name: '竞价拍卖活跃度',
    note: '近 12 个月每月开拍的拍卖场次与出价次数。',
    chart: 'bar',
    compute: (c) =>
      monthly(c, [
        { name: '拍卖场次', unit: '场', source: auctionSource, column: 'a.start_at', isMs: true },
        {
          name: '出价次数',
          unit: '次',
          source: source('bids as b'),
          column: 'b.created_at',
          isMs: true,
        },
      ]),
  },
  {
    id: 9,
    topic: 4,
    name: '会员注册与认证',
    note: '近 12 个月每月新注册会员数与认证通过数。',
    chart: 'line',
    compute: (c) =>
      monthly(c, [
        {
          name: '新注册会员',
          unit: '人',
          source: memberSource,
          column: 'u.created_at',
          isMs: true,
        },
        {
          name: '认证通过',
          unit: '家',
          source: source('certifications as ce', ['ce.status = 2']),
          column: 'ce.decided_at',
          isMs: true,
        },
      ]),
  },
  {
    id: 10,
    topic: 5,
    name: '活动报名',
    note: '近 12 个月每月举办的活动场次与报名人次。',
    chart: 'bar',
    compute: (c) =>
      monthly(c, [
        {
          name: '举办活动',
          unit: '场',
          source: source('activities as ac'),
          column: 'ac.start_at',
          isMs: true,
        },
        {
          name: '报名人次',
          unit: '人次',
          source: source('activity_signups as s'),
          column: 's.created_at',
          isMs: true,
        },
      ]),
  },
  {
    id: 11,
    topic: 4,
    name: '金融服务申请',
    note: '近 12 个月每月的贷款申请、融资需求与金融产品申请。',
    chart: 'line',
    compute: (c) =>
      monthly(c, [
        {
          name: '贷款申请',
          unit: '笔',
          source: source('loan_applications as l'),
          column: 'l.created_at',
          isMs: true,
        },
        {
          name: '融资需求',
          unit: '笔',
          source: source('financing_demands as fd'),
          column: 'fd.created_at',
          isMs: true,
        },
        {
          name: '金融产品申请',
          unit: '笔',
          source: source('finance_product_applications as fa'),
          column: 'fa.created_at',
          isMs: true,
        },
      ]),
  },
  {
    id: 12,
    topic: 4,
    name: '高校院所成果与成交排行',
    note: '高校、科研院所按已发布成果数排名前 10，及其成果的成交笔数。',
    chart: 'rank',
    compute: (c) => topInstitutes(c),
  },
  {
    id: 13,
    topic: 5,
    name: '科技人才构成',
    note: '已发布的专家、科技特派员与技术经理人人数。',
    chart: 'pie',
    compute: async (c) => {
      const counts = await grouped(c.db, {
        ...source('talents as t', ['t.status = 1']),
        key: sql`t.talent_type`,
      });
      const names = new Map(Object.entries(TALENT_TYPES).map(([k, v]) => [Number(k), v as string]));
      return byLabels(counts, names, '人才类型', { name: '人数', unit: '人' });
    },
  },
  {
    id: 14,
    topic: 6,
    name: '技术交易地区分布',
    note: '各城市的成交笔数与成交金额；省外单列。',
    chart: 'bar',
    compute: async (c) =>
      byCity(c.db, await dealSource(c.db, c.filter), 'd', [
        { name: '成交笔数', unit: '笔' },
        { name: '成交金额', unit: '万元', value: sql`d.amount`, scale: wan },
      ]),
  },
];

/** Universities (1) and institutes (2) by published outcomes, with their outcomes' deals. */
async function topInstitutes(c: IndicatorContext): Promise<StatTable> {
  const outcomes = await outcomeSource(c.db, c.filter);
  const where = [...outcomes.where, sql<boolean>`o.owner_type in (1, 2)`];
  const { rows } = await sql<{
    name: string;
    n: unknown;
  }>`select o.org_name as name, count(*) as n from outcomes as o where ${sql.join(where, sql` and `)} group by o.org_name order by count(*) desc, o.org_name limit 10`.execute(
    c.db,
  );
  const names = rows.map((r) => r.name);
  const deals = names.length
    ? await grouped(c.db, {
        from: sql`deals as d inner join outcomes as o on o.id = d.outcome_id`,
        key: sql`o.org_name`,
        where: [...where, sql<boolean>`o.org_name in (${sql.join(names)})`],
      })
    : new Map<string, number>();
  return {
    dimension: '高校院所',
    labels: names,
    series: [
      { name: '科技成果', unit: '项', values: rows.map((r) => Number(r.n)) },
      { name: '成交笔数', unit: '笔', values: names.map((n) => deals.get(n) ?? 0) },
    ],
  };
}

export const indicatorById = (id: number) => INDICATORS.find((d) => d.id === id);

export async function computeIndicator(
  def: IndicatorDef,
  c: IndicatorContext,
): Promise<CockpitIndicator> {
  const { compute: _compute, ...meta } = def;
  return { ...meta, table: await def.compute(c) };
}

/** The headline numbers; each equals the total of the public list named in its comment. */
export async function tiles(c: IndicatorContext): Promise<CockpitTile[]> {
  const [outcomes, deals] = await Promise.all([
    outcomeSource(c.db, c.filter),
    dealSource(c.db, c.filter),
  ]);
  const [o, n, d, amount, r, a, m, ac] = await Promise.all([
    total(c.db, outcomes), // /Project/Outcome
    total(c.db, needSource), // /Project/Requirement
    total(c.db, deals), // /Project/Deal
    total(c.db, { ...deals, value: sql`d.amount` }),
    total(c.db, rewardSource), // /Project/Reward
    total(c.db, auctionSource), // /Competitive
    total(c.db, memberSource),
    total(c.db, source('activities as ac')), // /Activity
  ]);
  return [
    { key: 'outcomes', name: '科技成果', value: o, unit: '项' },
    { key: 'needs', name: '技术需求', value: n, unit: '项' },
    { key: 'deals', name: '技术交易', value: d, unit: '笔' },
    { key: 'dealAmount', name: '成交金额', value: wan(amount), unit: '万元' },
    { key: 'rewards', name: '揭榜挂帅', value: r, unit: '项' },
    { key: 'auctions', name: '竞价拍卖', value: a, unit: '场' },
    { key: 'members', name: '注册会员', value: m, unit: '人' },
    { key: 'activities', name: '科技活动', value: ac, unit: '场' },
  ];
}
