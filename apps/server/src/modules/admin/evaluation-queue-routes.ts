import { AdminQueuePaths, EVALUATION_REQUEST_STATUSES, labelOf } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { moveEvaluationRequest } from '../evaluation/requests.ts';
import { listRoute } from './list-route.ts';
import { moveRoute, phoneFor, queueListQuery, queuePage, withCreatedAt } from './queue-kit.ts';

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
  listRoute(app, {
    path: AdminQueuePaths.evaluationRequests,
    roles: ['review', 'audit'],
    action: 'evaluationRequest',
    summary: '技术评价申请队列（默认待受理）',
    query: queueListQuery,
    row,
    load: (q, request) => {
      const phone = phoneFor(request);
      const { status = 0, keyword } = q;
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
      return queuePage(query, q, {
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
        map: (r) => withCreatedAt(phone(r)),
      });
    },
    sheet: {
      name: '技术评价申请',
      columns: [
        { header: '编号', width: 10, value: (r) => r.id },
        { header: '会员', width: 16, value: (r) => r.username },
        { header: '成果名称', width: 36, value: (r) => r.outcomeName },
        { header: '单位', width: 30, value: (r) => r.companyName },
        { header: '联系人', width: 12, value: (r) => r.linkman },
        { header: '联系电话', width: 16, value: (r) => r.linkphone },
        { header: '评价目的', width: 30, value: (r) => r.purpose },
        { header: '状态', width: 10, value: (r) => labelOf(EVALUATION_REQUEST_STATUSES, r.status) },
        { header: '退回原因', width: 30, value: (r) => r.reason },
        { header: '提交时间', width: 20, value: (r) => r.createdAt },
      ],
    },
  });

  moveRoute(app, {
    path: AdminQueuePaths.evaluationRequestMove(':id'),
    action: 'evaluationRequest.move',
    summary: '受理（1 评价中）、完成（2 已完成）或退回（3 已退回，须填原因）；会员收到消息',
    target: 'evaluationRequestId',
    move: moveEvaluationRequest,
  });
};

export default evaluationQueueRoutes;
