import {
  MarketMessages as M,
  MarketPaths,
  Messages,
  myParticipationSchema,
  participateSchema,
  rewardDetailSchema,
  rewardItemSchema,
  rewardQuerySchema,
  rewardRankItemSchema,
  rewardRankingQuerySchema,
  strictRequest,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myPageRoute, mySubmitRoute } from '../../kit/mine/routes.ts';
import { invalidate } from '../../lib/cache-registry.ts';
import { notFound } from '../../lib/errors.ts';
import { optionalBody } from '../../lib/requests.ts';
import { publicCache } from '../../lib/response-cache.ts';
import { envelopeOf, pageOf } from '../../lib/schemas.ts';
import { formatDate } from '../../lib/time.ts';
import { collectedMarks } from '../collect/marks.ts';
import { sectionDetail, sectionPage } from '../market/section-routes.ts';
import { myParticipations, participate, rewardRanking } from './participate.ts';
import { rewardDetail, rewardPage } from './repository.ts';

const tags = ['reward'];

/** Bounties (/Project/Reward, RewardDetail, /ParticipateBounty) and their ranking. */
const rewardRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => formatDate(app.clock.now());
  // Guests' lists from the 10 s cache, cleared by each participation (the count shows).
  const guestLists = publicCache(app, ['reward'], {
    guestsOnly: true,
    memberMarks: collectedMarks(app, 'reward'),
  });

  sectionPage(app, guestLists, MarketPaths.rewardPage, {
    tags,
    summary: '悬赏列表（技术领域、地区、金额、揭榜状态、是否可参与、发布日期、关键词；排序）',
    query: rewardQuerySchema,
    item: rewardItemSchema,
    read: (query, request) => rewardPage(app.db, query, request.user?.id ?? null, today()),
  });

  sectionDetail(app, MarketPaths.rewardDetail, {
    tags,
    summary: '悬赏详情（计浏览；isParticipated、isCollect、相关悬赏）',
    table: 'rewards',
    cacheTag: 'reward',
    schema: rewardDetailSchema,
    missing: M.rewardNotFound,
    read: (id, request) => rewardDetail(app.db, id, request.user?.id ?? null, today()),
  });

  app.get(
    MarketPaths.rewardRanking,
    {
      schema: {
        tags,
        summary: '悬赏排行（按评分从高到低，未评分在后，再按提交时间）',
        querystring: rewardRankingQuerySchema,
        response: { 200: envelopeOf(pageOf(rewardRankItemSchema)) },
      },
    },
    async (request, reply) => {
      const { rewardId, ...paging } = request.query;
      const page = await rewardRanking(app.db, rewardId, request.user?.id ?? null, paging);
      if (!page) throw notFound(M.rewardNotFound);
      return reply.ok(page);
    },
  );

  mySubmitRoute(app, MarketPaths.rewardParticipate, {
    tags,
    summary: '参与悬赏（会员；每人一次，重复返回 409；截止或已揭榜后不可参与）',
    body: optionalBody(strictRequest(participateSchema.shape)),
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    certified: '揭榜悬赏',
    message: Messages.submitSuccess,
    run: async (userId, body) => {
      const id = await participate(app.db, userId, body, app.clock.now());
      invalidate(app, `reward:${body.rewardId}`);
      return id;
    },
  });

  myPageRoute(app, MarketPaths.myParticipations, {
    tags,
    summary: '我参与的悬赏（会员，分页）',
    item: myParticipationSchema,
    read: (userId, paging) => myParticipations(app.db, userId, paging),
  });
};

export default rewardRoutes;
