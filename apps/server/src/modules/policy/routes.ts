import {
  HomePaths,
  newsItemSchema,
  policyHomeQuerySchema,
  policyItemSchema,
  sizeQuerySchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicCache } from '../../lib/response-cache.ts';
import { envelopeOf } from '../../lib/schemas.ts';
import { formatDate } from '../../lib/time.ts';
import { homeNews, homePolicies } from './repository.ts';

/** Policy and news block of the home page (spec §7 "Home"). */
const policyRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = publicCache(app, ['policy']);

  app.get(
    HomePaths.policyHome,
    {
      ...cached.hooks,
      schema: {
        tags: ['policy'],
        summary: '首页政策（size 默认 12；isToday=true 仅未截止的，按截止日期排序）',
        querystring: policyHomeQuerySchema,
        response: { 200: envelopeOf(z.array(policyItemSchema)) },
      },
    },
    async (request, reply) =>
      reply.ok(await homePolicies(app.db, request.query, formatDate(app.clock.now()))),
  );

  app.get(
    HomePaths.newsHome,
    {
      ...cached.hooks,
      schema: {
        tags: ['policy'],
        summary: '首页新闻（置顶优先，再按发布日期）',
        querystring: sizeQuerySchema('newsHome'),
        response: { 200: envelopeOf(z.array(newsItemSchema)) },
      },
    },
    async (request, reply) => reply.ok(await homeNews(app.db, request.query.size)),
  );
};

export default policyRoutes;
