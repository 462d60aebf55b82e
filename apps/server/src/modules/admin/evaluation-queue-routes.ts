import { AdminQueuePaths } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { emptyEnvelope, envelopeOf, pageOf } from '../../lib/schemas.ts';
import { formatTime } from '../../lib/time.ts';
import { moveEvaluationRequest } from '../evaluation/requests.ts';
import { countOf, queueListQuery, reasonField } from './queue-kit.ts';
import { idParams } from './schemas.ts';

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
      const total = await countOf(query.select((eb) => eb.fn.countAll<number>().as('total')));
      const { offset, limit } = pageWindow(request.query);
      const rows = await query
        .select([
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
        ])
        .orderBy('q.createdAt', status <= 1 ? 'asc' : 'desc')
        .orderBy('q.id')
        .offset(offset)
        .limit(limit)
        .execute();
      const records = rows.map((r) => ({ ...r, createdAt: formatTime(r.createdAt) }));
      return reply.ok(toPage(records, total, request.query));
    },
  );

  app.post(
    AdminQueuePaths.evaluationRequestMove(':id'),
    {
      config: { admin: { roles: ['review'], action: 'evaluationRequest.move' } },
      schema: {
        summary: '受理（1 评价中）、完成（2 已完成）或退回（3 已退回，须填原因）；会员收到消息',
        params: idParams,
        body: z.object({ to: z.coerce.number().int().min(1).max(3), reason: reasonField }).strict(),
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { to, reason } = request.body;
      request.adminAudit.target = { evaluationRequestId: id };
      const from = await moveEvaluationRequest(app.db, id, to, reason, app.clock.now());
      request.adminAudit.before = { status: from };
      request.adminAudit.after = { status: to, reason: to === 3 ? reason : null };
      return reply.ok(null, '状态已更新');
    },
  );
};

export default evaluationQueueRoutes;
