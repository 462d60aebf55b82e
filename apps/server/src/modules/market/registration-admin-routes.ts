import {
  ADMIN_MOVES_WITH_REASON,
  ADMIN_ORDER_MOVES,
  ADMIN_REGISTRATION_KINDS,
  type AdminRegistrationKind,
  AdminRegistrationPaths,
  adminRegistrationDetailSchema,
  labelOf,
  ORDER_STATUSES,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listRoute } from '../../kit/console/list-route.ts';
import { adminPagingQuery, idParams } from '../../kit/console/schemas.ts';
import { decisionTo, moveRow } from '../../kit/workflow/index.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { emptyEnvelope, envelopeOf } from '../../lib/schemas.ts';
import { formatTime } from '../../lib/time.ts';
import { contractRegistrationWorkflow } from '../contract/registration-workflow.ts';
import { transferRegistrationWorkflow } from '../transfer/registration-workflow.ts';
import { registrationRow, registrationSheet } from './registration-workflow.ts';

const WORKFLOWS = {
  transfer: transferRegistrationWorkflow,
  contract: contractRegistrationWorkflow,
} as const;

const KIND_KEYS = Object.keys(ADMIN_REGISTRATION_KINDS) as [
  AdminRegistrationKind,
  ...AdminRegistrationKind[],
];

const detail = adminRegistrationDetailSchema;

const kindParams = z.object({ kind: z.enum(KIND_KEYS, { error: '登记类型不正确' }) });
const recordParams = kindParams.extend(idParams.shape);
const listQuery = z.object({
  ...adminPagingQuery,
  status: z.coerce.number().int().min(0).max(8).optional(),
  keyword: z.string().trim().max(50).optional(),
});
const moveBody = z
  .object({
    to: z.coerce.number({ error: '请选择目标状态' }).int(),
    reason: z.string().trim().max(200, '说明不能超过200字').optional(),
  })
  .strict();

const movesOf = (kind: AdminRegistrationKind, status: number) => [
  ...(ADMIN_ORDER_MOVES[kind][status] ?? []),
];

/**
 * Transfer and contract registrations (issue #14): one console queue over the two kinds' kit
 * workflows (contract/ and transfer/registration-workflow.ts), with the §4 order statuses, the
 * history of moves, and the operator's moves through the kit's moveRow (as the CLI's
 * transfer-status and contract-status), which records the move and tells the member.
 */
const registrationQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, {
    path: `${AdminRegistrationPaths.registrations}:kind`,
    roles: ['review', 'audit'],
    action: 'registration',
    summary: '转化登记与合同登记队列（transfer / contract），按订单状态筛选',
    params: kindParams,
    query: listQuery,
    row: registrationRow,
    load: async (q, request) => {
      const { kind } = request.params as z.infer<typeof kindParams>;
      const { status = 2, keyword, pageNum, pageSize } = q;
      const filter = { status, keyword };
      const page = await WORKFLOWS[kind].views(
        app.db,
        filter,
        { pageNum, pageSize },
        'console',
        app.clock.now(),
      );
      return { ...page, records: page.records.map(({ fields: _f, ...r }) => r) };
    },
    sheet: registrationSheet,
  });

  const one = async (kind: AdminRegistrationKind, id: number) => {
    const one = { pageNum: 1, pageSize: 1 };
    const page = await WORKFLOWS[kind].views(app.db, { id }, one, 'console', app.clock.now());
    return page.records[0];
  };

  app.get(
    `${AdminRegistrationPaths.registrations}:kind/:id`,
    {
      config: { admin: { roles: ['review', 'audit'], action: 'registration.view' } },
      schema: {
        summary: '登记详情：填报内容、状态历史、可执行的状态变更',
        params: recordParams,
        response: { 200: envelopeOf(detail) },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const found = await one(kind, id);
      if (!found) throw notFound('登记记录不存在');
      request.adminAudit.target = { kind, id };
      const history = await app.db
        .selectFrom('orderStatusMoves')
        .select(['fromStatus', 'toStatus', 'reason', 'createdAt'])
        .where('kind', '=', kind)
        .where('recordId', '=', id)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
      return reply.ok({
        ...found,
        history: history.map((h) => ({ ...h, createdAt: formatTime(h.createdAt) })),
        moves: movesOf(kind, found.status),
      });
    },
  );

  app.post(
    AdminRegistrationPaths.registrationMove(':kind', ':id'),
    {
      config: { admin: { roles: ['review'], action: 'registration.move' } },
      schema: {
        summary: '变更登记状态（仅运营方可执行的变更；驳回、未选中须填说明）；会员收到消息',
        params: recordParams,
        body: moveBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const { to } = request.body;
      const found = await one(kind, id);
      if (!found) throw notFound('登记记录不存在');
      request.adminAudit.target = { kind, id };
      request.adminAudit.before = { status: found.status, reason: found.reason };
      const def = WORKFLOWS[kind];
      const t = decisionTo(def, to);
      if (!t?.from.includes(found.status)) {
        throw invalid(
          `不能将“${labelOf(ORDER_STATUSES, found.status)}”的登记变更为“${labelOf(ORDER_STATUSES, to)}”`,
        );
      }
      const reason = ADMIN_MOVES_WITH_REASON.includes(to) ? request.body.reason || null : null;
      await moveRow(app.db, def, t, { id, reason, now: app.clock.now() });
      request.adminAudit.after = { status: to, reason };
      return reply.ok(null, `已变更为“${labelOf(ORDER_STATUSES, to)}”`);
    },
  );
};

export default registrationQueueRoutes;
