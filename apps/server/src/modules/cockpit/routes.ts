import {
  CockpitPaths,
  cockpitIndicatorSchema,
  cockpitOverviewSchema,
  cockpitQuerySchema,
  marketReportQuerySchema,
  marketReportSchema,
  outcomeStatsSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedGet } from '../../kit/public/cached-get.ts';
import { notFound } from '../../lib/errors.ts';
import { publicCache } from '../../lib/response-cache.ts';
import { envelopeOf } from '../../lib/schemas.ts';
import { formatTime } from '../../lib/time.ts';
import { computeIndicator, INDICATORS, indicatorById, tiles } from './indicators.ts';
import { marketReport, outcomeStats } from './reports.ts';
import { INDICATOR_NOT_FOUND, indicatorQuery, statsQuery } from './schemas.ts';

const tags = ['cockpit'];

/** How long a cockpit answer is reused: the figures are aggregates of whole tables. */
const COCKPIT_CACHE_MS = 5_000;

/** The data cockpit and the statistics screens (issue 15). */
const cockpitRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = publicCache(app, ['cockpit'], { ttlMs: COCKPIT_CACHE_MS });

  app.get(
    CockpitPaths.overview,
    {
      ...cached.hooks,
      schema: {
        tags,
        summary: '数据驾驶舱：总量与各项指标（type 专题 1–6；fieldId、regionCode 筛选成果与成交）',
        querystring: cockpitQuerySchema,
        response: { 200: envelopeOf(cockpitOverviewSchema) },
      },
    },
    async (request, reply) => {
      const { type, ...filter } = request.query;
      const nowMs = app.clock.now();
      const c = { db: app.db, nowMs, filter };
      const defs = type ? INDICATORS.filter((d) => d.topic === type) : INDICATORS;
      const [tileList, indicators] = await Promise.all([
        tiles(c),
        Promise.all(defs.map((d) => computeIndicator(d, c))),
      ]);
      return reply.ok({ updatedAt: formatTime(nowMs)!, tiles: tileList, indicators });
    },
  );

  app.get(
    CockpitPaths.indicator,
    {
      ...cached.hooks,
      schema: {
        tags,
        summary: '单项指标（/DataDetail：表格、图表与 CSV 的数据）',
        querystring: indicatorQuery,
        response: { 200: envelopeOf(cockpitIndicatorSchema) },
      },
    },
    async (request, reply) => {
      const { id, ...filter } = request.query;
      const def = indicatorById(id);
      if (!def) throw notFound(INDICATOR_NOT_FOUND);
      return reply.ok(await computeIndicator(def, { db: app.db, nowMs: app.clock.now(), filter }));
    },
  );

  cachedGet(app, cached, CockpitPaths.outcomeStats, {
    tags,
    summary: '成果数据统计（/ResultsData）',
    querystring: statsQuery,
    data: outcomeStatsSchema,
    read: (query) => outcomeStats(app.db, query, app.clock.now()),
  });

  cachedGet(app, cached, CockpitPaths.marketReport, {
    tags,
    summary: '技术市场统计报告（/Technological：year 年份，quarter 1–4 季度或 0 全年）',
    querystring: marketReportQuerySchema,
    data: marketReportSchema,
    read: (query) => marketReport(app.db, query, app.clock.now()),
  });
};

export default cockpitRoutes;
