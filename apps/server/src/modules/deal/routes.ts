import {
  dealDetailSchema,
  dealItemSchema,
  dealQuerySchema,
  MarketMessages as M,
  MarketPaths,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicCache } from '../../lib/response-cache.ts';
import { collectedMarks } from '../collect/marks.ts';
import { sectionDetail, sectionPage } from '../market/section-routes.ts';
import { dealDetail, dealPage } from './repository.ts';

const tags = ['deal'];

/** Deal announcements (/Project/Deal, DealDetail). priceMin/priceMax apply to the amount. */
const dealRoutes: FastifyPluginAsyncZod = async (app) => {
  const guestLists = publicCache(app, ['deal'], {
    guestsOnly: true,
    memberMarks: collectedMarks(app, 'deal'),
  });

  sectionPage(app, guestLists, MarketPaths.dealPage, {
    tags,
    summary: '成交公告列表（技术领域、地区、合作方式、金额、成交日期、关键词；排序）',
    query: dealQuerySchema,
    item: dealItemSchema,
    read: (query, request) => dealPage(app.db, query, request.user?.id ?? null),
  });

  sectionDetail(app, MarketPaths.dealDetail, {
    tags,
    summary: '成交公告详情（计浏览；相关公告；isCollect）',
    table: 'deals',
    cacheTag: 'deal',
    schema: dealDetailSchema,
    missing: M.dealNotFound,
    read: (id, request) => dealDetail(app.db, id, request.user?.id ?? null),
  });
};

export default dealRoutes;
