import {
  EvaluationMessages as EM,
  EvaluationPaths,
  evaluationOverviewSchema,
  evaluationReportDetailSchema,
  evaluationReportItemSchema,
  evaluationReportQuerySchema,
  evaluationRequestSchema,
  Messages,
  myEvaluationRequestSchema,
  positiveIntField,
  strictRequest,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { myPageRoute, mySubmitRoute } from '../../kit/mine/routes.ts';
import { cachedGet } from '../../kit/public/cached-get.ts';
import { invalidate } from '../../lib/cache-registry.ts';
import { optionalBody } from '../../lib/requests.ts';
import { publicCache } from '../../lib/response-cache.ts';
import { envelopeOf, pageOf } from '../../lib/schemas.ts';
import { sectionDetail } from '../market/section-routes.ts';
import { evaluationOverview, reportDetail, reportPage } from './repository.ts';
import { requestEvaluation } from './request-submit.ts';
import { myEvaluationRequests, withdrawEvaluationRequest } from './requests.ts';

const tags = ['evaluation'];

/** Technology evaluation: overview, published reports, members' requests. */
const evaluationRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = publicCache(app, ['evaluation']);

  cachedGet(app, cached, EvaluationPaths.overview, {
    tags,
    summary: '技术评价概览（机构数、报告数、受理数；评价机构）',
    data: evaluationOverviewSchema,
    read: () => evaluationOverview(app.db),
  });

  cachedGet(app, cached, EvaluationPaths.reportPage, {
    tags,
    summary:
      '评价报告列表（技术领域、地区、评价类型、评价结论、机构、评估价值（万元）、评价日期、关键词；排序）',
    querystring: evaluationReportQuerySchema,
    data: pageOf(evaluationReportItemSchema),
    read: (query) => reportPage(app.db, query),
  });

  sectionDetail(app, EvaluationPaths.reportDetail, {
    tags,
    summary: '评价报告详情（计浏览；评价机构；相关报告）',
    table: 'evaluation_reports',
    cacheTag: 'evaluation',
    schema: evaluationReportDetailSchema,
    missing: EM.reportNotFound,
    read: (id) => reportDetail(app.db, id),
  });

  mySubmitRoute(app, EvaluationPaths.apply, {
    tags,
    summary: '申请技术评价（会员；同一成果有进行中的申请时返回 409）',
    body: optionalBody(strictRequest(evaluationRequestSchema.shape)),
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    message: Messages.submitSuccess,
    run: async (userId, body) => {
      const id = await requestEvaluation(app.db, userId, body, app.clock.now());
      invalidate(app, 'evaluation');
      return id;
    },
  });

  myPageRoute(app, EvaluationPaths.myRequests, {
    tags,
    summary: '我的技术评价申请（会员，分页）',
    item: myEvaluationRequestSchema,
    read: (userId, paging) => myEvaluationRequests(app.db, userId, paging),
  });

  app.post(
    EvaluationPaths.withdraw,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '撤回技术评价申请（会员；仅待受理）',
        body: optionalBody(strictRequest({ id: positiveIntField(EM.requestNotFound) })),
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      await withdrawEvaluationRequest(app.db, request.user!.id, request.body.id, app.clock.now());
      return reply.ok(null, Messages.operationSuccess);
    },
  );
};

export default evaluationRoutes;
