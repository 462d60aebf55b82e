import {
  contractRegistrationSchema,
  contractRequestSchema,
  contractUpdateRequestSchema,
  createdIdSchema,
  MarketMessages as M,
  MarketPaths,
  Messages,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myActionRoute, myDetailRoute, myPageRoute } from '../../kit/mine/routes.ts';
import { optionalBody } from '../../lib/requests.ts';
import { envelopeOf } from '../../lib/schemas.ts';
import { addContract, contractDetail, contractPage, updateContract } from './repository.ts';

const tags = ['contract'];

/** Technical contract registration (/ContractRegistration, /UserInfo/Contract). */
const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

  app.post(
    MarketPaths.contractAdd,
    {
      onRequest: app.requireUser,
      config: limit,
      schema: {
        tags,
        summary: '技术合同登记（会员；附件为本人上传的文件 id；提交后为 2 已登记/待审核）',
        body: optionalBody(contractRequestSchema),
        response: { 200: envelopeOf(createdIdSchema) },
      },
    },
    async (request, reply) => {
      const id = await addContract(app.db, request.user!.id, request.body, app.clock.now());
      return reply.ok({ id }, Messages.submitSuccess);
    },
  );

  myActionRoute(app, MarketPaths.contractUpdate, {
    tags,
    summary: '修改被驳回的合同登记并重新提交（5 已驳回 → 2 已登记/待审核）',
    body: optionalBody(contractUpdateRequestSchema),
    config: limit,
    message: Messages.submitSuccess,
    run: (userId, body) => updateContract(app.db, userId, body, app.clock.now()),
  });

  myPageRoute(app, MarketPaths.contractList, {
    tags,
    summary: '我的合同登记（分页，最新在前）',
    item: contractRegistrationSchema,
    read: (userId, paging) => contractPage(app.db, userId, paging),
  });

  myDetailRoute(app, MarketPaths.contractDetail, {
    tags,
    summary: '合同登记详情（仅本人）',
    detail: contractRegistrationSchema,
    notFoundMessage: M.contractNotFound,
    read: (userId, id) => contractDetail(app.db, userId, id),
  });
};

export default contractRoutes;
