import { z } from 'zod';
import { lenient, numericKeyOf, strictRequest } from '../validation/common.ts';
import {
  blankAsAbsent,
  marketFilterShape,
  optionalIntEnumOfNumber,
} from '../validation/filters.ts';

/**
 * Data cockpit and statistics (spec §2 /DataCockpit, /DataDetail, /CockpitContent, /ResultsData,
 * /Technological; issue 15). Spec §7 shows only the content menu (HomePaths.cockpitMenu) and the
 * stat tiles; the paths below are chosen in the style of §7. Every figure is computed from the
 * live tables on request (reused a few seconds), so it equals what the matching public list
 * shows for the same filter.
 */

export const CockpitPaths = {
  /** GET CockpitQuery → CockpitOverview: the tiles and every indicator (or one topic's). */
  overview: '/client/api/cockpit/overview',
  /** GET ?id=&fieldId&regionCode → CockpitIndicator (/DataDetail); 404 for an unknown id. */
  indicator: '/client/api/cockpit/indicator',
  /** GET ?fieldId&regionCode → OutcomeStats (/ResultsData). */
  outcomeStats: '/client/api/cockpit/outcome/stats',
  /** GET ?year&quarter → MarketReport (/Technological); quarter absent or 0 = the whole year. */
  marketReport: '/client/api/cockpit/market/report',
} as const;

/**
 * Topics of /CockpitContent?type= (the content menu's links): 1 成果, 2 需求, 3 交易, 4 主体,
 * 5 人才与活动, 6 区域.
 */
export const COCKPIT_TOPICS = {
  1: '成果数据',
  2: '需求数据',
  3: '交易数据',
  4: '主体数据',
  5: '人才数据',
  6: '区域数据',
} as const;

export type CockpitTopic = keyof typeof COCKPIT_TOPICS;

/** How an indicator is best drawn; the table is the same whatever the chart. */
export const COCKPIT_CHARTS = ['bar', 'line', 'pie', 'map', 'rank', 'mixed'] as const;
export type CockpitChart = (typeof COCKPIT_CHARTS)[number];

/** One named column of numbers, one value per label. */
export const statSeriesSchema = z.object({
  name: z.string(),
  unit: z.string(),
  values: z.array(z.number()),
});
export type StatSeries = z.infer<typeof statSeriesSchema>;

/** Rows (labels) × series: what a chart draws and a CSV holds. */
export const statTableSchema = z.object({
  /** Row heading (月份, 技术领域, 城市…). */
  dimension: z.string(),
  labels: z.array(z.string()),
  /** Region codes of the rows when the rows are cities (map charts). */
  codes: z.array(z.string()).optional(),
  series: z.array(statSeriesSchema),
});
export type StatTable = z.infer<typeof statTableSchema>;

export const cockpitIndicatorSchema = z.object({
  id: z.number(),
  topic: numericKeyOf(COCKPIT_TOPICS),
  name: z.string(),
  /** What is counted and from which public list. */
  note: z.string(),
  chart: z.enum(COCKPIT_CHARTS),
  table: statTableSchema,
});
export type CockpitIndicator = z.infer<typeof cockpitIndicatorSchema>;

/** A headline number; `list` names the public list whose total it equals. */
export const cockpitTileSchema = z.object({
  key: z.enum([
    'outcomes',
    'needs',
    'deals',
    'dealAmount',
    'rewards',
    'auctions',
    'members',
    'activities',
  ]),
  name: z.string(),
  value: z.number(),
  unit: z.string(),
});
export type CockpitTile = z.infer<typeof cockpitTileSchema>;

export const cockpitQuerySchema = strictRequest({
  /** 1–6: only that topic's indicators. */
  type: optionalIntEnumOfNumber([1, 2, 3, 4, 5, 6], '专题类型不正确'),
  /** Technical field (a first-level one covers its children): narrows outcome and deal figures. */
  fieldId: marketFilterShape.fieldId,
  /** Region code prefix: narrows outcome and deal figures. */
  regionCode: marketFilterShape.regionCode,
});
export type CockpitQuery = z.input<typeof cockpitQuerySchema>;

export const cockpitOverviewSchema = z.object({
  /** yyyy-MM-dd HH:mm:ss when the figures were computed. */
  updatedAt: z.string(),
  tiles: z.array(cockpitTileSchema),
  indicators: z.array(cockpitIndicatorSchema),
});
export type CockpitOverview = z.infer<typeof cockpitOverviewSchema>;

/** /ResultsData: published outcomes by status, owner, maturity, cooperation, field and year. */
export const outcomeStatsSchema = z.object({
  total: z.number(),
  traded: z.number(),
  /** Published this calendar year. */
  thisYear: z.number(),
  byOwner: statTableSchema,
  byMaturity: statTableSchema,
  byCooperation: statTableSchema,
  byField: statTableSchema,
  byYear: statTableSchema,
});
export type OutcomeStats = z.infer<typeof outcomeStatsSchema>;

const YEAR_INVALID = '年份不正确';

export const marketReportQuerySchema = strictRequest({
  year: blankAsAbsent(
    lenient(
      (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
      z
        .number({ error: YEAR_INVALID })
        .int({ error: YEAR_INVALID })
        .min(2000, { error: YEAR_INVALID })
        .max(2100, { error: YEAR_INVALID }),
    ).optional(),
  ),
  /** 1–4, or 0/absent for the whole year. */
  quarter: optionalIntEnumOfNumber([0, 1, 2, 3, 4], '季度不正确'),
});
export type MarketReportQuery = z.input<typeof marketReportQuerySchema>;

/** A figure of the period beside the same period a year before. */
export const reportFigureSchema = z.object({
  key: z.string(),
  name: z.string(),
  unit: z.string(),
  value: z.number(),
  lastYear: z.number(),
});
export type ReportFigure = z.infer<typeof reportFigureSchema>;

/** /Technological: the technology market in a year or quarter. */
export const marketReportSchema = z.object({
  year: z.number(),
  quarter: z.number(),
  /** yyyy-MM-dd, both inclusive. */
  from: z.string(),
  to: z.string(),
  /** Years that have data, newest first (for the selector). */
  years: z.array(z.number()),
  figures: z.array(reportFigureSchema),
  byMonth: statTableSchema,
  byField: statTableSchema,
  byType: statTableSchema,
  byCity: statTableSchema,
});
export type MarketReport = z.infer<typeof marketReportSchema>;
