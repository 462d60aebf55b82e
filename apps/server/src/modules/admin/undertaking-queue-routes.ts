import {
  AdminQueuePaths,
  labelOf,
  PARTICIPATION_STATUSES,
  UNDERTAKE_STATUSES,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyEnvelope } from '../../lib/schemas.ts';
import { moveUndertaking } from '../need/undertake-review.ts';
import { moveParticipation } from '../reward/participation-review.ts';
import { listRoute } from './list-route.ts';
import {
  moveRoute,
  phoneFor,
  queueListQuery,
  queuePage,
  reasonField,
  withCreatedAt,
} from './queue-kit.ts';
import { idParams } from './schemas.ts';

const undertakingRow = z.object({
  id: z.number(),
  needId: z.number(),
  goodsName: z.string(),
  username: z.string(),
  companyName: z.string(),
  linkman: z.string(),
  linkphone: z.string(),
  content: z.string(),
  status: z.number(),
  reason: z.string().nullable(),
  createdAt: z.string().nullable(),
});
const participationRow = z.object({
  id: z.number(),
  rewardId: z.number(),
  rewardName: z.string(),
  username: z.string(),
  companyName: z.string(),
  linkman: z.string(),
  linkphone: z.string(),
  plan: z.string(),
  score: z.number().nullable(),
  status: z.number(),
  reason: z.string().nullable(),
  createdAt: z.string().nullable(),
});

/** Need undertakings and bounty entries (issue #14): move them on, refuse with a reason. */
const undertakingQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, {
    path: AdminQueuePaths.undertakings,
    roles: ['review', 'audit'],
    action: 'undertaking',
    summary: '需求承接队列（默认待对接）',
    query: queueListQuery,
    row: undertakingRow,
    load: (q, request) => {
      const phone = phoneFor(request);
      const { status = 0, keyword } = q;
      let query = app.db
        .selectFrom('undertakings as t')
        .innerJoin('needs as n', 'n.id', 't.needId')
        .innerJoin('users as u', 'u.id', 't.userId')
        .where('t.status', '=', status);
      if (keyword) {
        query = query.where((eb) =>
          eb.or([
            eb('n.goodsName', 'like', `%${keyword}%`),
            eb('t.companyName', 'like', `%${keyword}%`),
          ]),
        );
      }
      return queuePage(query, q, {
        columns: [
          't.id',
          't.needId',
          'n.goodsName',
          'u.username',
          't.companyName',
          't.linkman',
          't.linkphone',
          't.content',
          't.status',
          't.reason',
          't.createdAt',
        ],
        time: 't.createdAt',
        asc: status === 0,
        id: 't.id',
        map: (r) => withCreatedAt(phone(r)),
      });
    },
    sheet: {
      name: '需求承接',
      columns: [
        { header: '编号', width: 10, value: (r) => r.id },
        { header: '需求名称', width: 36, value: (r) => r.goodsName },
        { header: '会员', width: 16, value: (r) => r.username },
        { header: '承接单位', width: 30, value: (r) => r.companyName },
        { header: '联系人', width: 12, value: (r) => r.linkman },
        { header: '联系电话', width: 16, value: (r) => r.linkphone },
        { header: '承接说明', width: 40, value: (r) => r.content },
        { header: '状态', width: 10, value: (r) => labelOf(UNDERTAKE_STATUSES, r.status) },
        { header: '未采纳原因', width: 30, value: (r) => r.reason },
        { header: '提交时间', width: 20, value: (r) => r.createdAt },
      ],
    },
  });

  moveRoute(app, {
    path: AdminQueuePaths.undertakingMove(':id'),
    action: 'undertaking.move',
    summary: '承接：1 对接中、2 已达成、3 未采纳（须填原因）；会员收到消息',
    target: 'undertakingId',
    move: moveUndertaking,
  });

  listRoute(app, {
    path: AdminQueuePaths.participations,
    roles: ['review', 'audit'],
    action: 'participation',
    summary: '悬赏揭榜队列（默认待评审）',
    query: queueListQuery,
    row: participationRow,
    load: (q, request) => {
      const phone = phoneFor(request);
      const { status = 0, keyword } = q;
      let query = app.db
        .selectFrom('participations as p')
        .innerJoin('rewards as r', 'r.id', 'p.rewardId')
        .innerJoin('users as u', 'u.id', 'p.userId')
        .where('p.status', '=', status);
      if (keyword) {
        query = query.where((eb) =>
          eb.or([
            eb('r.rewardName', 'like', `%${keyword}%`),
            eb('p.companyName', 'like', `%${keyword}%`),
          ]),
        );
      }
      return queuePage(query, q, {
        columns: [
          'p.id',
          'p.rewardId',
          'r.rewardName',
          'u.username',
          'p.companyName',
          'p.linkman',
          'p.linkphone',
          'p.plan',
          'p.score',
          'p.status',
          'p.reason',
          'p.createdAt',
        ],
        time: 'p.createdAt',
        asc: status === 0,
        id: 'p.id',
        map: (r) => withCreatedAt(phone(r)),
      });
    },
    sheet: {
      name: '悬赏揭榜',
      columns: [
        { header: '编号', width: 10, value: (r) => r.id },
        { header: '悬赏名称', width: 36, value: (r) => r.rewardName },
        { header: '会员', width: 16, value: (r) => r.username },
        { header: '揭榜单位', width: 30, value: (r) => r.companyName },
        { header: '联系人', width: 12, value: (r) => r.linkman },
        { header: '联系电话', width: 16, value: (r) => r.linkphone },
        { header: '方案', width: 40, value: (r) => r.plan },
        { header: '评分', width: 8, value: (r) => r.score },
        { header: '状态', width: 10, value: (r) => labelOf(PARTICIPATION_STATUSES, r.status) },
        { header: '驳回原因', width: 30, value: (r) => r.reason },
        { header: '提交时间', width: 20, value: (r) => r.createdAt },
      ],
    },
  });

  app.post(
    AdminQueuePaths.participationMove(':id'),
    {
      config: { admin: { roles: ['review'], action: 'participation.move' } },
      schema: {
        summary: '揭榜：1 已评审（须评分）、2 揭榜成功、3 未入选（须填原因）；会员收到消息',
        params: idParams,
        body: z
          .object({
            to: z.coerce.number().int().min(1).max(3),
            score: z.coerce.number().int().min(0).max(100).optional(),
            reason: reasonField,
          })
          .strict(),
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { to, score, reason } = request.body;
      request.adminAudit.target = { participationId: id };
      const from = await moveParticipation(app.db, id, { to, score, reason }, app.clock.now());
      request.adminAudit.before = { status: from };
      request.adminAudit.after = {
        status: to,
        ...(to === 1 ? { score } : {}),
        ...(to === 3 ? { reason } : {}),
      };
      return reply.ok(null, '状态已更新');
    },
  );
};

export default undertakingQueueRoutes;
