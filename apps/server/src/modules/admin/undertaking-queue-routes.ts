import { AdminQueuePaths } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyEnvelope, envelopeOf, pageOf } from '../../lib/schemas.ts';
import { moveUndertaking } from '../need/undertake-review.ts';
import { moveParticipation } from '../reward/participation-review.ts';
import { moveRoute, queueListQuery, queuePage, reasonField, withCreatedAt } from './queue-kit.ts';
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
  createdAt: z.string().nullable(),
});

/** Need undertakings and bounty entries (issue #14): move them on, refuse with a reason. */
const undertakingQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AdminQueuePaths.undertakings,
    {
      config: { admin: { roles: ['review', 'audit'], action: 'undertaking.list' } },
      schema: {
        summary: '需求承接队列（默认待对接）',
        querystring: queueListQuery,
        response: { 200: envelopeOf(pageOf(undertakingRow)) },
      },
    },
    async (request, reply) => {
      const { status = 0, keyword } = request.query;
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
      const page = await queuePage(query, request.query, {
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
          't.createdAt',
        ],
        time: 't.createdAt',
        asc: status === 0,
        id: 't.id',
        map: withCreatedAt,
      });
      return reply.ok(page);
    },
  );

  moveRoute(app, {
    path: AdminQueuePaths.undertakingMove(':id'),
    action: 'undertaking.move',
    summary: '承接：1 对接中、2 已达成、3 未采纳（须填原因）；会员收到消息',
    target: 'undertakingId',
    move: moveUndertaking,
  });

  app.get(
    AdminQueuePaths.participations,
    {
      config: { admin: { roles: ['review', 'audit'], action: 'participation.list' } },
      schema: {
        summary: '悬赏揭榜队列（默认待评审）',
        querystring: queueListQuery,
        response: { 200: envelopeOf(pageOf(participationRow)) },
      },
    },
    async (request, reply) => {
      const { status = 0, keyword } = request.query;
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
      const page = await queuePage(query, request.query, {
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
          'p.createdAt',
        ],
        time: 'p.createdAt',
        asc: status === 0,
        id: 'p.id',
        map: withCreatedAt,
      });
      return reply.ok(page);
    },
  );

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
