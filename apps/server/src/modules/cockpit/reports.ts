import {
  type MarketReport,
  type MarketReportQuery,
  type OutcomeStats,
  OWNER_TYPES,
  type ReportFigure,
} from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { dictNames } from '../market/dicts.ts';
import { type Bucket, bucketed, grouped, monthsFrom, span, total, wan } from './buckets.ts';
import { byCity, byDict, byField, byLabels } from './groups.ts';
import {
  type CockpitFilter,
  dealSource,
  needSource,
  outcomeSource,
  type Source,
} from './sources.ts';

const OFFSET_MS = 8 * 3_600_000;
const yearOf = (ms: number) => new Date(ms + OFFSET_MS).getUTCFullYear();
const labelsOf = (table: Record<number, string>) =>
  new Map(Object.entries(table).map(([k, v]) => [Number(k), v]));

/** /ResultsData: published outcomes, narrowed like the outcome list. */
export async function outcomeStats(
  db: Db,
  filter: CockpitFilter,
  nowMs: number,
): Promise<OutcomeStats> {
  const s = await outcomeSource(db, filter);
  const year = yearOf(nowMs);
  const firstYear = year - 4;
  const years = Array.from({ length: 5 }, (_, i) => firstYear + i);
  const yearBuckets: Bucket[] = years.map((y) => {
    return { ...span(monthsFrom(y, 0, 12)), label: String(y) };
  });
  const [all, trade, owner, maturity, cooperation, field, perYear] = await Promise.all([
    total(db, s),
    grouped(db, { ...s, key: sql`o.trade_status` }),
    grouped(db, { ...s, key: sql`o.owner_type` }),
    byDict(db, s, 'o.maturity', 'maturity', '成熟度', { name: '科技成果', unit: '项' }),
    byDict(db, s, 'o.cooperation_type', 'cooperation_type', '合作方式', {
      name: '科技成果',
      unit: '项',
    }),
    byField(db, s, 'o', { name: '科技成果', unit: '项' }),
    bucketed(db, { ...s, column: 'o.publish_date' }, yearBuckets),
  ]);
  return {
    total: all,
    traded: trade.get('1') ?? 0,
    thisYear: perYear[perYear.length - 1] ?? 0,
    byOwner: byLabels(owner, labelsOf(OWNER_TYPES), '成果持有方', { name: '科技成果', unit: '项' }),
    byMaturity: maturity,
    byCooperation: cooperation,
    byField: field,
    byYear: {
      dimension: '年份',
      labels: years.map(String),
      series: [{ name: '发布成果', unit: '项', values: perYear }],
    },
  };
}

/** The months of a year (quarter 0) or of one quarter. */
function periodMonths(year: number, quarter: number): Bucket[] {
  return quarter ? monthsFrom(year, (quarter - 1) * 3, 3) : monthsFrom(year, 0, 12);
}

async function firstYearOf(db: Db): Promise<number | null> {
  const { rows } = await sql<{ d: string | null }>`select min(deal_date) as d from deals`.execute(
    db,
  );
  const d = rows[0]?.d;
  return d ? Number(String(d).slice(0, 4)) : null;
}

/** /Technological: the technology market of a year or a quarter, beside a year before. */
export async function marketReport(
  db: Db,
  q: MarketReportQuery,
  nowMs: number,
): Promise<MarketReport> {
  const thisYear = yearOf(nowMs);
  const year = q.year ?? thisYear;
  const quarter = q.quarter ?? 0;
  const months = periodMonths(year, quarter);
  const period = span(months);
  const before = span(periodMonths(year - 1, quarter));
  const deals = await dealSource(db);
  const outcomes = await outcomeSource(db);
  const contracts: Source = {
    from: sql`contract_registrations as c`,
    where: [sql<boolean>`c.status in (2, 4)`],
  };
  const inPeriod = (s: Source, column: string, b: Bucket, isMs = false): Source => ({
    from: s.from,
    where: [
      ...s.where,
      sql<boolean>`${sql.ref(column)} >= ${isMs ? b.fromMs : b.from}`,
      sql<boolean>`${sql.ref(column)} < ${isMs ? b.toMs : b.to}`,
    ],
  });
  const figure = async (
    key: string,
    name: string,
    unit: string,
    s: Source,
    column: string,
    opts: { isMs?: boolean; value?: ReturnType<typeof sql>; money?: boolean } = {},
  ): Promise<ReportFigure> => {
    const [now, last] = await Promise.all(
      [period, before].map((b) =>
        total(db, {
          ...inPeriod(s, column, b, opts.isMs),
          ...(opts.value ? { value: opts.value } : {}),
        }),
      ),
    );
    return {
      key,
      name,
      unit,
      value: opts.money ? wan(now!) : now!,
      lastYear: opts.money ? wan(last!) : last!,
    };
  };
  const dealsIn = inPeriod(deals, 'd.deal_date', period);
  const [first, figures, dealCounts, dealAmounts, byField, byTypeCounts, byCityTable] =
    await Promise.all([
      firstYearOf(db),
      Promise.all([
        figure('deals', '技术交易成交笔数', '笔', deals, 'd.deal_date'),
        figure('dealAmount', '技术交易成交金额', '万元', deals, 'd.deal_date', {
          value: sql`d.amount`,
          money: true,
        }),
        figure('contracts', '技术合同登记份数', '份', contracts, 'c.sign_date'),
        figure('contractAmount', '技术合同登记金额', '万元', contracts, 'c.sign_date', {
          value: sql`c.amount`,
          money: true,
        }),
        figure('outcomes', '新增科技成果', '项', outcomes, 'o.publish_date'),
        figure('needs', '新增技术需求', '项', needSource, 'n.created_at', { isMs: true }),
      ]),
      bucketed(db, { ...deals, column: 'd.deal_date' }, months),
      bucketed(db, { ...deals, column: 'd.deal_date', value: sql`d.amount` }, months),
      byFieldOf(db, dealsIn),
      grouped(db, { ...dealsIn, key: sql`d.deal_type` }),
      byCity(db, dealsIn, 'd', [
        { name: '成交笔数', unit: '笔' },
        { name: '成交金额', unit: '万元', value: sql`d.amount`, scale: wan },
      ]),
    ]);
  const firstYear = Math.min(first ?? thisYear, thisYear);
  const years = Array.from({ length: thisYear - firstYear + 1 }, (_, i) => thisYear - i);
  const types = await dictNames(db, 'cooperation_type');
  return {
    year,
    quarter,
    from: period.from,
    to: lastDay(period.to),
    years,
    figures,
    byMonth: {
      dimension: '月份',
      labels: months.map((m) => m.label),
      series: [
        { name: '成交笔数', unit: '笔', values: dealCounts },
        { name: '成交金额', unit: '万元', values: dealAmounts.map(wan) },
      ],
    },
    byField,
    byType: byLabels(byTypeCounts, types, '交易类型', { name: '成交笔数', unit: '笔' }),
    byCity: byCityTable,
  };
}

function byFieldOf(db: Db, s: Source) {
  return byField(db, s, 'd', { name: '成交笔数', unit: '笔' });
}

/** The day before an exclusive yyyy-MM-dd bound. */
function lastDay(exclusive: string): string {
  return new Date(Date.parse(`${exclusive}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}
