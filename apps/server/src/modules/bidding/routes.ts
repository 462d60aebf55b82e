import {
  bidDetailSchema,
  bidFocusSchema,
  bidItemSchema,
  bidOfferResultSchema,
  bidOfferSchema,
  bidPageSchema,
  bidQuerySchema,
  bidRecordSchema,
  MarketMessages as M,
  MarketPaths,
  Messages,
  myBidQueryShape,
  myBidRecordSchema,
  pagingShape,
  positiveIntField,
  strictRequest,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countView, viewCountsOf } from '../../kit/detail/view-counts.ts';
import { myActionRoute, myGetRoute, myPageRoute } from '../../kit/mine/routes.ts';
import { invalidate } from '../../lib/cache-registry.ts';
import { notFound } from '../../lib/errors.ts';
import { idQuery, optionalBody } from '../../lib/requests.ts';
import { publicCache } from '../../lib/response-cache.ts';
import { envelopeOf, pageOf } from '../../lib/schemas.ts';
import { formatTime } from '../../lib/time.ts';
import { follow, placeBid, unfollow } from './offer.ts';
import {
  bidDetail,
  bidPage,
  bidRecords,
  findAuction,
  myBidRecords,
  myFollowed,
} from './repository.ts';
import { auctionStatus } from './status.ts';

const focusBody = optionalBody(strictRequest(bidFocusSchema.shape));

const tags = ['bidding'];

/** Bidding (/Competitive, /CompetitiveDetail, /CompetitiveMove); a "bid" is an auction. */
const biddingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Guests' list from a 2 s cache (statuses follow the clock), cleared by bids and follows.
  const guestLists = publicCache(app, ['bidding'], { ttlMs: 2000, guestsOnly: true });
  const views = viewCountsOf(app);

  app.get(
    MarketPaths.bidPage,
    {
      ...guestLists.hooks,
      schema: {
        tags,
        summary: '竞价列表（竞价状态、技术领域、地区、当前价、开始日期、关键词；serverTime）',
        querystring: bidQuerySchema,
        response: { 200: envelopeOf(bidPageSchema) },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const page = await bidPage(app.db, request.query, request.user?.id ?? null, now);
      return reply.ok({ ...page, serverTime: formatTime(now)! });
    },
  );

  app.get(
    MarketPaths.bidDetail,
    {
      schema: {
        tags,
        summary: '竞价详情（计浏览；服务器时间、倒计时、出价记录、最低可出价、isFocus）',
        querystring: idQuery,
        response: { 200: envelopeOf(bidDetailSchema) },
      },
    },
    async (request, reply) => {
      const detail = await bidDetail(
        app.db,
        request.query.id,
        request.user?.id ?? null,
        app.clock.now(),
      );
      if (!detail) throw notFound(M.bidNotFound);
      return reply.ok(countView(views, request, 'auctions', detail));
    },
  );

  app.get(
    MarketPaths.bidRecords,
    {
      schema: {
        tags,
        summary: '出价记录（价高在前；出价人脱敏）',
        querystring: strictRequest({ ...pagingShape, bidId: positiveIntField(M.bidIdRequired) }),
        response: { 200: envelopeOf(pageOf(bidRecordSchema)) },
      },
    },
    async (request, reply) => {
      const { bidId, ...paging } = request.query;
      const row = await findAuction(app.db, bidId);
      if (!row) throw notFound(M.bidNotFound);
      const status = auctionStatus(row, app.clock.now());
      return reply.ok(
        await bidRecords(app.db, { ...row, status }, request.user?.id ?? null, paging),
      );
    },
  );

  app.post(
    MarketPaths.bidOffer,
    {
      onRequest: [app.requireUser, app.requireCertified('参与竞价')],
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: '出价（会员；仅进行中；不低于起拍价或当前价 + 加价幅度）',
        body: optionalBody(strictRequest(bidOfferSchema.shape)),
        response: {
          200: envelopeOf(bidOfferResultSchema),
        },
      },
    },
    async (request, reply) => {
      const result = await placeBid(app.db, request.user!.id, request.body, app.clock.now());
      invalidate(app, `bidding:${result.id}`);
      return reply.ok(result, M.bidSuccess);
    },
  );

  myActionRoute(app, MarketPaths.bidFocus, {
    tags,
    summary: '关注竞价（会员；重复关注无副作用）',
    body: focusBody,
    message: Messages.followSuccess,
    run: async (userId, { bidId }) => {
      await follow(app.db, userId, bidId, app.clock.now());
      invalidate(app, `bidding:${bidId}`);
    },
  });

  myActionRoute(app, MarketPaths.bidCancelFocus, {
    tags,
    summary: '取消关注竞价（会员；未关注时无副作用）',
    body: focusBody,
    message: Messages.followCancelled,
    run: async (userId, { bidId }) => {
      await unfollow(app.db, userId, bidId);
      invalidate(app, `bidding:${bidId}`);
    },
  });

  myGetRoute(app, MarketPaths.myBidRecords, {
    tags,
    summary: '我的出价（会员，分页；出价状态随竞价结束而定；bidId 只看某个项目）',
    querystring: strictRequest(myBidQueryShape),
    data: pageOf(myBidRecordSchema),
    read: (userId, query) => myBidRecords(app.db, userId, query, app.clock.now()),
  });

  myPageRoute(app, MarketPaths.myBidFocus, {
    tags,
    summary: '我关注的竞价（会员，分页）',
    item: bidItemSchema,
    read: (userId, paging) => myFollowed(app.db, userId, paging, app.clock.now()),
  });
};

export default biddingRoutes;
