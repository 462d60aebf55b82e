import {
  levelBuySchema,
  levelPaySchema,
  levelPurchaseSchema,
  PointsMessages as PM,
  POINT_RULES,
  type PointRule,
  PointsPaths,
  pointEntrySchema,
  pointsPageShape,
  pointsSummarySchema,
  purchaseIdSchema,
  strictRequest,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { myGetRoute, myPaymentRoute } from '../../kit/mine/routes.ts';
import { envelopeOf, pageOf } from '../../lib/schemas.ts';
import { formatDate } from '../../lib/time.ts';
import { pointBalance, pointPage } from './ledger.ts';
import { levelPaymentHooks, payLevelPurchase } from './level-payment.ts';
import {
  buyLevel,
  cancelPurchase,
  currentLevel,
  LEVEL_PAYMENT,
  levelName,
  purchasePage,
} from './levels.ts';

const tags = ['points'];
const RULES = Object.entries(POINT_RULES).map(([code, rule]) => ({
  code: code as PointRule,
  name: rule.name,
  points: rule.points,
  once: rule.once,
  note: rule.note,
}));

/** 会员中心, 积分记录, 会员购买记录: the member's points, level and level purchases. */
const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.payments.onPaid(LEVEL_PAYMENT, levelPaymentHooks);

  app.get(
    PointsPaths.summary,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '积分与会员等级（会员；余额、当前等级及到期日、积分规则）',
        response: { 200: envelopeOf(pointsSummarySchema) },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const now = app.clock.now();
      const [balance, level] = await Promise.all([
        pointBalance(app.db, userId),
        currentLevel(app.db, userId, now),
      ]);
      return reply.ok({
        balance,
        level: level.level,
        levelName: levelName(level.level),
        levelUntil: level.until === null ? null : formatDate(level.until),
        rules: RULES,
      });
    },
  );

  myGetRoute(app, PointsPaths.page, {
    tags,
    summary: '积分记录（会员；最新在前）',
    querystring: strictRequest(pointsPageShape),
    data: pageOf(pointEntrySchema),
    read: (userId, query) => pointPage(app.db, userId, query),
  });

  app.post(
    PointsPaths.buyLevel,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '购买会员等级（会员；生成待支付订单，同一时间一笔待支付；不能低于当前等级）',
        body: levelBuySchema,
        response: { 200: envelopeOf(z.object({ id: z.number() })) },
      },
    },
    async (request, reply) => {
      const id = await buyLevel(app.db, request.user!.id, request.body, app.clock.now());
      await app.audit(request, {
        action: 'level.buy',
        outcome: 'success',
        detail: { purchaseId: id, ...request.body },
      });
      return reply.ok({ id }, PM.buySuccess);
    },
  );

  myGetRoute(app, PointsPaths.purchasePage, {
    tags,
    summary: '会员购买记录（会员；最新在前）',
    querystring: strictRequest(pointsPageShape),
    data: pageOf(levelPurchaseSchema),
    read: (userId, query) => purchasePage(app.db, userId, query),
  });

  myPaymentRoute(app, PointsPaths.payPurchase, {
    tags,
    summary:
      '会员订单银行转账付款（会员；待支付或支付失败；金额须等于应付金额；凭证为本人上传的私有文件；待确认时再次提交 409）',
    body: levelPaySchema,
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    message: PM.paySubmitted,
    run: (userId, body) => payLevelPurchase(app.db, app.payments, userId, body, app.clock.now()),
  });

  app.post(
    PointsPaths.cancelPurchase,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '取消会员订单（会员；仅待支付）',
        body: purchaseIdSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      await cancelPurchase(app.db, request.user!.id, request.body.id, app.clock.now());
      return reply.ok(null, PM.cancelSuccess);
    },
  );
};

export default pointsRoutes;
