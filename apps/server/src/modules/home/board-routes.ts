import {
  HomePaths,
  outcomeBoardItemSchema,
  rewardBoardItemSchema,
  serviceMarketItemSchema,
  sizeQuerySchema,
  talentCountsSchema,
  techHomeItemSchema,
  techServiceItemSchema,
  techServiceShopQuerySchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedGet } from '../../kit/public/cached-get.ts';
import { publicCache } from '../../lib/response-cache.ts';
import {
  outcomeBoard,
  rewardBoard,
  serviceMarket,
  techHome,
  techServiceShop,
} from './board-repository.ts';
import { talentCounts } from './repository.ts';

const tags = ['home'];

/** Home blocks fed by the market, service and talent tables. */
const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = publicCache(app, ['home', 'outcome', 'reward', 'service', 'provider']);

  cachedGet(app, cached, HomePaths.techHome, {
    tags,
    summary: '重点项目（推荐的科技成果，price 单位元，0 为面议）',
    querystring: sizeQuerySchema('techHome'),
    data: z.array(techHomeItemSchema),
    read: (query) => techHome(app.db, query.size),
  });

  cachedGet(app, cached, HomePaths.techServiceShop, {
    tags,
    summary: '科技服务商品（type 1 研发服务 / 2 转化服务，不传为全部）',
    querystring: techServiceShopQuerySchema,
    data: z.array(techServiceItemSchema),
    read: (query) => techServiceShop(app.db, query),
  });

  cachedGet(app, cached, HomePaths.serviceMarket, {
    tags,
    summary: '服务市场（服务分类及其商品数）',
    data: z.array(serviceMarketItemSchema),
    read: () => serviceMarket(app.db),
  });

  cachedGet(app, cached, HomePaths.talentCounts, {
    tags,
    summary: '人才数量（专家、科技特派员、技术经理人）',
    data: talentCountsSchema,
    read: () => talentCounts(app.db),
  });

  cachedGet(app, cached, HomePaths.rewardBoard, {
    tags,
    summary: '需求榜（技术悬赏，unveilStatus 1 已揭榜）',
    querystring: sizeQuerySchema('rewardBoard'),
    data: z.array(rewardBoardItemSchema),
    read: (query) => rewardBoard(app.db, query.size),
  });

  cachedGet(app, cached, HomePaths.outcomeBoard, {
    tags,
    summary: '成果榜（tradeStatus 1 已交易）',
    querystring: sizeQuerySchema('outcomeBoard'),
    data: z.array(outcomeBoardItemSchema),
    read: (query) => outcomeBoard(app.db, query.size),
  });
};

export default boardRoutes;
