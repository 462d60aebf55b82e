import {
  AdminContactPaths,
  CONTACT_MESSAGE_MAX,
  CONTACT_REQUEST_STATUSES,
  CONTACT_TARGETS,
  ContactMessages as M,
  requiredText,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listRoute } from '../../kit/console/list-route.ts';
import { phoneFor, queueListQuery, statusQueuePage } from '../../kit/console/queue-kit.ts';
import { idParams } from '../../kit/console/schemas.ts';
import { idColumn, statusColumn, timeColumn } from '../../kit/console/sheet-columns.ts';
import { contactColumns } from '../../kit/workflow/index.ts';
import { emptyEnvelope } from '../../lib/schemas.ts';
import {
  answeredByOperators,
  closeContactRequest,
  itemColumns,
  replyContactRequest,
  toItem,
} from './requests.ts';
import { contactItemSchema } from './routes.ts';

const row = contactItemSchema.extend({ username: z.string() });

/**
 * 意向洽谈 about items with no member owner and no organisation member to answer (seeded
 * outcomes, products of organisations without a workspace account): the operators answer them
 * for the platform, so no request is lost.
 */
const contactQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, {
    path: AdminContactPaths.queue,
    roles: ['review', 'audit'],
    action: 'contact',
    summary: '意向洽谈队列（无会员所有者的项目；默认待回复）',
    query: queueListQuery,
    row,
    load: (q, request) => {
      const phone = phoneFor(request);
      const query = app.db
        .selectFrom('contactRequests as c')
        .innerJoin('users as s', 's.id', 'c.userId')
        .where(
          'c.id',
          'in',
          app.db.selectFrom('contactRequests').select('id').where(answeredByOperators),
        );
      return statusQueuePage(query, q, {
        status: 'c.status',
        keyword: 'c.targetTitle',
        columns: [...itemColumns, 's.username'],
        time: 'c.createdAt',
        id: 'c.id',
        map: (r) => ({ ...phone(toItem({ ...r, counterpart: r.username })), username: r.username }),
      });
    },
    sheet: {
      name: '意向洽谈',
      columns: [
        idColumn(10),
        { header: '类型', width: 10, value: (r) => CONTACT_TARGETS[r.targetType] },
        { header: '项目', width: 36, value: (r) => r.targetTitle },
        { header: '会员', width: 16, value: (r) => r.username },
        ...contactColumns(),
        { header: '洽谈内容', width: 40, value: (r) => r.message },
        statusColumn(CONTACT_REQUEST_STATUSES),
        { header: '回复', width: 40, value: (r) => r.reply },
        timeColumn('提交时间', 'createdAt'),
      ],
    },
  });

  app.post(
    AdminContactPaths.reply(':id'),
    {
      config: { admin: { roles: ['review'], action: 'contact.reply' } },
      schema: {
        summary: '以平台名义回复洽谈（仅待回复）；会员收到消息',
        params: idParams,
        body: z
          .object({
            reply: requiredText(M.replyRequired, CONTACT_MESSAGE_MAX, M.replyTooLong),
          })
          .strict(),
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      request.adminAudit.target = { contactRequestId: id };
      request.adminAudit.before = { status: 0 };
      const actor = { as: 'operator' } as const;
      await replyContactRequest(app.db, actor, id, request.body.reply, app.clock.now());
      request.adminAudit.after = { status: 1, reply: request.body.reply };
      return reply.ok(null, M.replied);
    },
  );

  app.post(
    AdminContactPaths.close(':id'),
    {
      config: { admin: { roles: ['review'], action: 'contact.close' } },
      schema: {
        summary: '关闭洽谈；会员收到消息',
        params: idParams,
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      request.adminAudit.target = { contactRequestId: id };
      await closeContactRequest(app.db, { as: 'operator' }, id, app.clock.now());
      request.adminAudit.after = { status: 2 };
      return reply.ok(null, M.closed);
    },
  );
};

export default contactQueueRoutes;
