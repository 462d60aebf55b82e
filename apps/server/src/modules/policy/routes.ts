import {
  HomePaths,
  newsItemSchema,
  policyHomeQuerySchema,
  policyItemSchema,
  sizeQuerySchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedGet } from '../../kit/public/cached-get.ts';
import { publicCache } from '../../lib/response-cache.ts';
import { formatDate } from '../../lib/time.ts';
import { homeNews, homePolicies } from './repository.ts';

/** Policy and news block of the home page (spec §7 "Home"). */
const policyRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = publicCache(app, ['policy']);

  cachedGet(app, cached, HomePaths.policyHome, {
    tags: ['policy'],
    summary: '首页政策（size 默认 12；isToday=true 仅未截止的，按截止日期排序）',
    querystring: policyHomeQuerySchema,
    data: z.array(policyItemSchema),
    read: (query) => homePolicies(app.db, query, formatDate(app.clock.now())),
  });

  cachedGet(app, cached, HomePaths.newsHome, {
    tags: ['policy'],
    summary: '首页新闻（置顶优先，再按发布日期）',
    querystring: sizeQuerySchema('newsHome'),
    data: z.array(newsItemSchema),
    read: (query) => homeNews(app.db, query.size),
  });
};

export default policyRoutes;
