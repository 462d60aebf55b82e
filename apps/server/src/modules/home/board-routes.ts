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
import { publicCache } from '../../lib/response-cache.ts';
import { envelopeOf } from '../../lib/schemas.ts';
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

  app.get(
    HomePaths.techHome,
    {
      ...cached.hooks,
      schema: {
        tags,
        summary: '重点项目（推荐的科技成果，price 单位元，0 为面议）',
        querystring: sizeQuerySchema('techHome'),
        response: { 200: envelopeOf(z.array(techHomeItemSchema)) },
      },
    },
    async (request, reply) => reply.ok(await techHome(app.db, request.query.size)),
  );

  app.get(
    HomePaths.techServiceShop,
    {
      ...cached.hooks,
      schema: {
        tags,
        summary: '科技服务商品（type 1 研发服务 / 2 转化服务，不传为全部）',
        querystring: techServiceShopQuerySchema,
        response: { 200: envelopeOf(z.array(techServiceItemSchema)) },
      },
    },
    async (request, reply) => reply.ok(await techServiceShop(app.db, request.query)),
  );

  app.get(
    HomePaths.serviceMarket,
    {
      ...cached.hooks,
      schema: {
        tags,
        summary: '服务市场（服务分类及其商品数）',
        response: { 200: envelopeOf(z.array(serviceMarketItemSchema)) },
      },
    },
    async (_request, reply) => reply.ok(await serviceMarket(app.db)),
  );

  app.get(
    HomePaths.talentCounts,
    {
      ...cached.hooks,
      schema: {
        tags,
        summary: '人才数量（专家、科技特派员、技术经理人）',
        response: { 200: envelopeOf(talentCountsSchema) },
      },
    },
    async (_request, reply) => reply.ok(await talentCounts(app.db)),
  );

  app.get(
    HomePaths.rewardBoard,
    {
      ...cached.hooks,
      schema: {
        tags,
        summary: '需求榜（技术悬赏，unveilStatus 1 已揭榜）',
        querystring: sizeQuerySchema('rewardBoard'),
        response: { 200: envelopeOf(z.array(rewardBoardItemSchema)) },
      },
    },
    async (request, reply) => reply.ok(await rewardBoard(app.db, request.query.size)),
  );

  app.get(
    HomePaths.outcomeBoard,
    {
      ...cached.hooks,
      schema: {
        tags,
        summary: '成果榜（tradeStatus 1 已交易）',
        querystring: sizeQuerySchema('outcomeBoard'),
        response: { 200: envelopeOf(z.array(outcomeBoardItemSchema)) },
      },
    },
    async (request, reply) => reply.ok(await outcomeBoard(app.db, request.query.size)),
  );
};

export default boardRoutes;
