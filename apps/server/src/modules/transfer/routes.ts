import {
  MarketPaths,
  Messages,
  strictRequest,
  type TransferRegistration,
  transferAgencySchema,
  transferMethodSchema,
  transferRegistrationSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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

  /** A step of the registration (member, rate-limited): answers the registration as it now is. */
  const stepRoute = <B extends z.ZodType>(
    path: string,
    route: {
      summary: string;
      body: B;
      message?: string;
      run: (userId: number, body: z.output<B>, now: number) => Promise<TransferRegistration>;
    },
  ) =>
    app.post(
      path,
      {
        ...member(app),
        schema: {
          tags,
          summary: route.summary,
          body: optionalBody(route.body),
          response: { 200: envelopeOf(transferRegistrationSchema) },
        },
      },
      async (request, reply) =>
        reply.ok(
          await route.run(request.user!.id, request.body as z.output<B>, app.clock.now()),
          route.message,
        ),
    );

  stepRoute(MarketPaths.transferRisk, {
    summary: '第 0 步：已阅读风险提示（开始或继续一份登记，状态 1 未登记）',
    body: strictRequest({}),
    run: (userId, _body, now) => acceptRisk(app.db, userId, now),
  });

  stepRoute(MarketPaths.transferMethod, {
    summary: '第 1 步：选择登记方式（1 自行登记 → 2 已登记/待审核；2 委托机构 → 6 待选择）',
    body: strictRequest(transferMethodSchema.shape),
    message: Messages.submitSuccess,
    run: (userId, body, now) => chooseMethod(app.db, userId, body, now),
  });

  stepRoute(MarketPaths.transferAgency, {
    summary: '第 3 步：重新选择机构（仅 8 未选中时；回到 6 待选择）',
    body: strictRequest(transferAgencySchema.shape),
    message: Messages.submitSuccess,
    run: (userId, body, now) => rechooseAgency(app.db, userId, body, now),
  });
};

export default transferRoutes;
