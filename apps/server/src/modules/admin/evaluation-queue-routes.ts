import { AdminQueuePaths } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, pageOf } from '../../lib/schemas.ts';
import { moveEvaluationRequest } from '../evaluation/requests.ts';
import { moveRoute, queueListQuery, queuePage, withCreatedAt } from './queue-kit.ts';

const row = z.object({
  id: z.number(),
  username: z.string(),
  outcomeName: z.string(),
  companyName: z.string(),
  linkman: z.string(),
  linkphone: z.string(),
  purpose: z.string(),
  status: z.number(),
  reason: z.string().nullable(),
  createdAt: z.string().nullable(),
});

/** Technology evaluation requests (issue #14): accept, complete or return with a reason. */
const evaluationQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AdminQueuePaths.evaluationRequests,
    {
      config: { admin: { roles: ['review', 'audit'], action: 'evaluationRequest.list' } },
      schema: {
        summary: '技术评价申请队列（默认待受理）',
        querystring: queueListQuery,
        response: { 200: envelopeOf(pageOf(row)) },
      },
    },
    async (request, reply) => {
      const { status = 0, keyword } = request.query;
      let query = app.db
        .selectFrom('evaluationRequests as q')
        .innerJoin('users as u', 'u.id', 'q.userId')
        .where('q.status', '=', status);
      if (keyword) {
        query = query.where((eb) =>
          eb.or([
            eb('q.outcomeName', 'like', `%${keyword}%`),
            eb('q.companyName', 'like', `%${keyword}%`),
          ]),
        );
      }
      const page = await queuePage(query, request.query, {
        columns: [
          'q.id',
          'u.username',
          'q.outcomeName',
          'q.companyName',
          'q.linkman',
          'q.linkphone',
          'q.purpose',
          'q.status',
          'q.reason',
          'q.createdAt',
        ],
        time: 'q.createdAt',
        asc: status <= 1,
        id: 'q.id',
        map: withCreatedAt,
      });
      return reply.ok(page);
    },
  );

  moveRoute(app, {
    path: AdminQueuePaths.evaluationRequestMove(':id'),
    action: 'evaluationRequest.move',
    summary: '受理（1 评价中）、完成（2 已完成）或退回（3 已退回，须填原因）；会员收到消息',
    target: 'evaluationRequestId',
    move: moveEvaluationRequest,
  });
};

export default evaluationQueueRoutes;
