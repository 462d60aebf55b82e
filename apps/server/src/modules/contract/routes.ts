import {
  contractRegistrationSchema,
  contractRequestSchema,
  contractUpdateRequestSchema,
  MarketMessages as M,
  MarketPaths,
  Messages,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myActionRoute, myDetailRoute, myPageRoute, mySubmitRoute } from '../../kit/mine/routes.ts';
import { optionalBody } from '../../lib/requests.ts';
import { addContract, contractDetail, contractPage, updateContract } from './repository.ts';

const tags = ['contract'];

/** Technical contract registration (/ContractRegistration, /UserInfo/Contract). */
const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

  mySubmitRoute(app, MarketPaths.contractAdd, {
    tags,
    summary: '技术合同登记（会员；附件为本人上传的文件 id；提交后为 2 已登记/待审核）',
    body: optionalBody(contractRequestSchema),
    config: limit,
    message: Messages.submitSuccess,
    run: (userId, body) => addContract(app.db, userId, body, app.clock.now()),
  });

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
