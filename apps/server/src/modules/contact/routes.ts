import {
  CONTACT_TARGET_VALUES,
  ContactPaths,
  contactReplySchema,
  contactRequestItemSchema,
  contactRequestSchema,
  contactRevealResultSchema,
  contactRevealSchema,
  ContactMessages as M,
  positiveIntField,
  revealQuotaSchema,
  strictRequest,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { myActionRoute, myGetRoute, myPageRoute } from '../../kit/mine/routes.ts';
import { optionalBody } from '../../lib/requests.ts';
import { envelopeOf } from '../../lib/schemas.ts';
import {
  closeContactRequest,
  myContactRequests,
  myRequestOnItem,
  replyContactRequest,
  sendContactRequest,
} from './requests.ts';
import { revealContact, revealQuota } from './reveal.ts';

const tags = ['contact'];

/** Still imported under this name by the console queue and the provider inbox. */
export const contactItemSchema = contactRequestItemSchema;

const idBody = optionalBody(strictRequest({ id: positiveIntField(M.notFound) }));
const itemQuery = strictRequest({
  targetType: z.enum(CONTACT_TARGET_VALUES, { error: M.targetInvalid }),
  targetId: positiveIntField(M.targetInvalid),
});

/** 意向洽谈 for members: send, both lists, the owner's reply, close (either side). */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ContactPaths.send,
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: '意向洽谈（会员；成果或服务产品；同一项目待回复时 409；每人每天10次）',
        body: optionalBody(strictRequest(contactRequestSchema.shape)),
        response: { 200: envelopeOf(z.object({ id: z.number() })) },
      },
    },
    async (request, reply) => {
      const id = await sendContactRequest(app.db, request.user!.id, request.body, app.clock.now());
      await app.audit(request, {
        action: 'contact.send',
        outcome: 'success',
        detail: { id, targetType: request.body.targetType, targetId: request.body.targetId },
      });
      return reply.ok({ id }, M.sent);
    },
  );

  for (const side of ['sent', 'received'] as const) {
    myPageRoute(app, side === 'sent' ? ContactPaths.sentPage : ContactPaths.receivedPage, {
      tags,
      summary: side === 'sent' ? '我发出的洽谈（会员，分页）' : '我收到的洽谈（会员，分页）',
      item: contactRequestItemSchema,
      read: (userId, paging) => myContactRequests(app.db, userId, side, paging),
    });
  }

  app.get(
    ContactPaths.mineOnItem,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '我在该项目上的最近一次洽谈（无则 null）',
        querystring: itemQuery,
        response: { 200: envelopeOf(contactRequestItemSchema.nullable()) },
      },
    },
    async (request, reply) => {
      const { targetType, targetId } = request.query;
      return reply.ok(await myRequestOnItem(app.db, request.user!.id, targetType, targetId));
    },
  );

  myGetRoute(app, ContactPaths.revealQuota, {
    tags,
    summary: '本月联系方式查看额度（按会员等级；null 为不限）',
    data: revealQuotaSchema,
    read: (userId) => revealQuota(app.db, userId, app.clock.now()),
  });

  app.post(
    ContactPaths.reveal,
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: '查看成果或需求的完整联系方式（同一项目只计一次；普通会员每月5个）',
        body: optionalBody(strictRequest(contactRevealSchema.shape)),
        response: { 200: envelopeOf(contactRevealResultSchema) },
      },
    },
    async (request, reply) => {
      const shown = await revealContact(app.db, request.user!.id, request.body, app.clock.now());
      await app.audit(request, {
        action: 'contact.reveal',
        outcome: 'success',
        detail: { ...request.body },
      });
      return reply.ok(shown);
    },
  );

  myActionRoute(app, ContactPaths.reply, {
    tags,
    summary: '回复洽谈（仅项目所有者；仅待回复）',
    body: optionalBody(strictRequest(contactReplySchema.shape)),
    message: M.replied,
    run: async (userId, { id, reply: text }, request) => {
      const actor = { as: 'owner', userId } as const;
      await replyContactRequest(app.db, actor, id, text, app.clock.now());
      await app.audit(request, { action: 'contact.reply', outcome: 'success', detail: { id } });
    },
  });

  myActionRoute(app, ContactPaths.close, {
    tags,
    summary: '关闭洽谈（发起方或项目所有者）',
    body: idBody,
    message: M.closed,
    run: async (userId, { id }, request) => {
      const mine = await app.db
        .selectFrom('contactRequests')
        .select(['userId', 'ownerId'])
        .where('id', '=', id)
        .executeTakeFirst();
      const as = mine?.ownerId === userId ? 'owner' : 'sender';
      await closeContactRequest(app.db, { as, userId }, id, app.clock.now());
      await app.audit(request, { action: 'contact.close', outcome: 'success', detail: { id } });
    },
  });
};

export default contactRoutes;
