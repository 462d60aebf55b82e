import {
  MarketMessages as M,
  MarketPaths,
  Messages,
  myNeedDetailSchema,
  myUndertakeDetailSchema,
  myUndertakeSchema,
  needDetailSchema,
  needItemSchema,
  needQuerySchema,
  positiveIntField,
  strictRequest,
  undertakeSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myActionRoute, myDetailRoute, myPageRoute, mySubmitRoute } from '../../kit/mine/routes.ts';
import { invalidate } from '../../lib/cache-registry.ts';
import { optionalBody } from '../../lib/requests.ts';
import { publicCache } from '../../lib/response-cache.ts';
import { formatDate } from '../../lib/time.ts';
import { sectionDetail, sectionPage } from '../market/section-routes.ts';
import { needDetail, needPage } from './market-repository.ts';
import { closeMyNeed, myNeedDetail, myUndertakeDetail, withdrawUndertake } from './mine.ts';
import { myUndertakes, undertakeNeed } from './undertake.ts';

/** {id} of a member's own row: a missing or bad id reads as the row not being there. */
const ownIdBody = (message: string) =>
  optionalBody(strictRequest({ id: positiveIntField(message) }));

const tags = ['need'];

/**
 * The demand list and detail (/Project/Requirement, /NeedList, RequirementDetail) and taking on
 * a need (/Undertake). Published needs are public; a member also sees their own 待审核 ones.
 */
const needMarketRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => formatDate(app.clock.now());
  // Guests' lists from the 10 s cache, cleared by each undertaking (the count shows).
  const guestLists = publicCache(app, ['need'], { guestsOnly: true });

  sectionPage(app, guestLists, MarketPaths.needPage, {
    tags,
    summary:
      '需求列表（技术领域、地区、需求类别、转让方式、预算/面议、是否截止、发布日期、关键词；排序）',
    query: needQuerySchema,
    item: needItemSchema,
    read: (query, request) => needPage(app.db, query, request.user?.id ?? null, today()),
  });

  sectionDetail(app, MarketPaths.needDetail, {
    tags,
    summary: '需求详情（计浏览；isUndertaken、isCollect、相关需求）',
    table: 'needs',
    cacheTag: 'need',
    schema: needDetailSchema,
    missing: M.needNotFound,
    read: (id, request) => needDetail(app.db, id, request.user?.id ?? null, today()),
  });

  mySubmitRoute(app, MarketPaths.needUndertake, {
    tags,
    summary: '承接需求（会员；每个需求限一次，重复返回 409；不能承接自己的需求；截止后不可承接）',
    body: optionalBody(strictRequest(undertakeSchema.shape)),
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    certified: '承接需求',
    message: Messages.submitSuccess,
    run: async (userId, body) => {
      const id = await undertakeNeed(app.db, userId, body, app.clock.now());
      invalidate(app, `need:${body.needId}`);
      return id;
    },
  });

  myPageRoute(app, MarketPaths.myUndertakes, {
    tags,
    summary: '我的承接（会员，分页）',
    item: myUndertakeSchema,
    read: (userId, paging) => myUndertakes(app.db, userId, paging),
  });

  myDetailRoute(app, MarketPaths.myUndertakeDetail, {
    tags,
    summary: '我的承接详情（仅本人；他人的承接 404）',
    detail: myUndertakeDetailSchema,
    notFoundMessage: M.undertakeNotFound,
    read: (userId, id) => myUndertakeDetail(app.db, userId, id),
  });

  myActionRoute(app, MarketPaths.undertakeWithdraw, {
    tags,
    summary: '撤回承接（仅本人、仅待对接 → 已撤回；需求的承接数减一）',
    body: ownIdBody(M.undertakeNotFound),
    message: M.withdrawSuccess,
    run: async (userId, { id }) => {
      await withdrawUndertake(app.db, userId, id, app.clock.now());
      invalidate(app, 'need');
    },
  });

  myDetailRoute(app, MarketPaths.myNeedDetail, {
    tags,
    summary: '我的需求详情（仅本人；含收到的承接；他人的需求 404）',
    detail: myNeedDetailSchema,
    notFoundMessage: M.needNotFound,
    read: (userId, id) => myNeedDetail(app.db, userId, id),
  });

  myActionRoute(app, MarketPaths.myNeedClose, {
    tags,
    summary: '下架我的需求（仅本人；待审核或已发布 → 已下架）',
    body: ownIdBody(M.needNotFound),
    message: M.closeSuccess,
    run: async (userId, { id }) => {
      await closeMyNeed(app.db, userId, id, app.clock.now());
      invalidate(app, `need:${id}`);
    },
  });
};

export default needMarketRoutes;
