import type {
  CockpitIndicator,
  CockpitOverview,
  MarketReport,
  OutcomeStats,
  StatTable,
} from '@portal/shared';
import { MarketMessages as M, optionalIdField, strictRequest } from '@portal/shared';
import { z } from 'zod';
import { blankAsAbsent } from '../../lib/requests.ts';
import { optionalIntEnum } from '../market/filters.ts';

const regionCode = blankAsAbsent(
  z
    .string({ error: M.regionCodeInvalid })
    .regex(/^\d{2,9}$/, M.regionCodeInvalid)
    .optional(),
);
const narrowing = { fieldId: optionalIdField(M.fieldIdInvalid), regionCode };

export const TOPIC_INVALID = '专题类型不正确';
export const INDICATOR_NOT_FOUND = '指标不存在';
export const YEAR_INVALID = '年份不正确';
export const QUARTER_INVALID = '季度不正确';

export const overviewQuery = strictRequest({
  type: optionalIntEnum([1, 2, 3, 4, 5, 6], TOPIC_INVALID),
  ...narrowing,
});

export const indicatorQuery = strictRequest({
  id: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z
      .number({ error: INDICATOR_NOT_FOUND })
      .int({ error: INDICATOR_NOT_FOUND })
      .positive({ error: INDICATOR_NOT_FOUND }),
  ),
  ...narrowing,
});

export const statsQuery = strictRequest(narrowing);

export const reportQuery = strictRequest({
  year: blankAsAbsent(
    z
      .preprocess(
        (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
        z
          .number({ error: YEAR_INVALID })
          .int({ error: YEAR_INVALID })
          .min(2000, { error: YEAR_INVALID })
          .max(2100, { error: YEAR_INVALID }),
      )
      .optional(),
  ),
  quarter: optionalIntEnum([0, 1, 2, 3, 4], QUARTER_INVALID),
});

export const statTableSchema = z.object({
  dimension: z.string(),
  labels: z.array(z.string()),
  codes: z.array(z.string()).optional(),
  series: z.array(z.object({ name: z.string(), unit: z.string(), values: z.array(z.number()) })),
}) satisfies z.ZodType<StatTable>;

export const indicatorSchema = z.object({
  id: z.number(),
  topic: z.union([
    z.literal(1),
    z.literal(2),
    z.literal(3),
    z.literal(4),
    z.literal(5),
    z.literal(6),
  ]),
  name: z.string(),
  note: z.string(),
  chart: z.enum(['bar', 'line', 'pie', 'map', 'rank', 'mixed']),
  table: statTableSchema,
}) satisfies z.ZodType<CockpitIndicator>;

export const overviewSchema = z.object({
  updatedAt: z.string(),
  tiles: z.array(
    z.object({
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
    }),
  ),
  indicators: z.array(indicatorSchema),
}) satisfies z.ZodType<CockpitOverview>;

export const outcomeStatsSchema = z.object({
  total: z.number(),
  traded: z.number(),
  thisYear: z.number(),
  byOwner: statTableSchema,
  byMaturity: statTableSchema,
  byCooperation: statTableSchema,
  byField: statTableSchema,
  byYear: statTableSchema,
}) satisfies z.ZodType<OutcomeStats>;

export const marketReportSchema = z.object({
  year: z.number(),
  quarter: z.number(),
  from: z.string(),
  to: z.string(),
  years: z.array(z.number()),
  figures: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      unit: z.string(),
      value: z.number(),
      lastYear: z.number(),
    }),
  ),
  byMonth: statTableSchema,
  byField: statTableSchema,
  byType: statTableSchema,
  byCity: statTableSchema,
}) satisfies z.ZodType<MarketReport>;
