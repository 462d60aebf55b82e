import {
  MarketPaths,
  Messages,
  strictRequest,
  transferAgencySchema,
  transferMethodSchema,
  transferRegistrationSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myGetRoute, myPageRoute } from '../../kit/mine/routes.ts';
import { optionalBody } from '../../lib/requests.ts';
import { envelopeOf } from '../../lib/schemas.ts';
import {
  acceptRisk,
  chooseMethod,
  latestRegistration,
  rechooseAgency,
  registrationPage,
} from './repository.ts';

const tags = ['transfer'];
const member = (app: Parameters<FastifyPluginAsyncZod>[0]) => ({
  onRequest: app.requireUser,
  config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
});

/** Transfer registration (/Transfer): steps 0 风险提示, 1 选择登记方式, 3 重新选择机构. */
const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  myGetRoute(app, MarketPaths.transferInfo, {
    tags,
    summary: '我的最新转化登记（无则 null：从风险提示开始）',
    data: transferRegistrationSchema.nullable(),
    read: (userId) => latestRegistration(app.db, userId),
  });

  myPageRoute(app, MarketPaths.transferList, {
    tags,
    summary: '我的转化登记（分页，最新在前）',
    item: transferRegistrationSchema,
    read: (userId, paging) => registrationPage(app.db, userId, paging),
  });

  app.post(
    MarketPaths.transferRisk,
    {
      ...member(app),
      schema: {
        tags,
        summary: '第 0 步：已阅读风险提示（开始或继续一份登记，状态 1 未登记）',
        body: optionalBody(strictRequest({})),
        response: { 200: envelopeOf(transferRegistrationSchema) },
      },
    },
    async (request, reply) => reply.ok(await acceptRisk(app.db, request.user!.id, app.clock.now())),
  );

  app.post(
    MarketPaths.transferMethod,
    {
      ...member(app),
      schema: {
        tags,
        summary: '第 1 步：选择登记方式（1 自行登记 → 2 已登记/待审核；2 委托机构 → 6 待选择）',
        body: optionalBody(strictRequest(transferMethodSchema.shape)),
        response: { 200: envelopeOf(transferRegistrationSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await chooseMethod(app.db, request.user!.id, request.body, app.clock.now()),
        Messages.submitSuccess,
      ),
  );

  app.post(
    MarketPaths.transferAgency,
    {
      ...member(app),
      schema: {
        tags,
        summary: '第 3 步：重新选择机构（仅 8 未选中时；回到 6 待选择）',
        body: optionalBody(strictRequest(transferAgencySchema.shape)),
        response: { 200: envelopeOf(transferRegistrationSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await rechooseAgency(app.db, request.user!.id, request.body, app.clock.now()),
        Messages.submitSuccess,
      ),
  );
};

export default transferRoutes;
