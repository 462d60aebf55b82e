import {
  MESSAGE_KIND_VALUES,
  MESSAGE_TARGETS,
  MessagePaths,
  MessageMessages as MM,
  messageQueryShape,
  messageReadSchema,
  strictRequest,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalBody } from '../../lib/requests.ts';
import { envelopeOf, pageOf } from '../../lib/schemas.ts';
import { markRead, messagePage, unreadCount } from './repository.ts';

const tags = ['message'];

const messageSchema = z.object({
  id: z.number(),
  kind: z.union(MESSAGE_KIND_VALUES.map((v) => z.literal(v))),
  kindName: z.string(),
  title: z.string(),
  body: z.string(),
  targetType: z.enum(MESSAGE_TARGETS).nullable(),
  targetId: z.number().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});

const countSchema = z.object({ count: z.number() });

/** 我的消息: the member's own messages, the unread count of the header badge, mark read. */
const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MessagePaths.page,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '我的消息（会员；类型、仅未读筛选，分页，最新在前）',
        querystring: strictRequest(messageQueryShape),
        response: { 200: envelopeOf(pageOf(messageSchema)) },
      },
    },
    async (request, reply) => reply.ok(await messagePage(app.db, request.user!.id, request.query)),
  );

  app.get(
    MessagePaths.unread,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '未读消息数（会员；页头角标）',
        response: { 200: envelopeOf(countSchema) },
      },
    },
    async (request, reply) => reply.ok({ count: await unreadCount(app.db, request.user!.id) }),
  );

  app.post(
    MessagePaths.read,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '标记已读（会员；{id} 一条或 {all: true} 全部；重复标记不报错；他人消息 404）',
        body: optionalBody(messageReadSchema),
        response: { 200: envelopeOf(countSchema) },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const { id, all } = request.body;
      await markRead(app.db, userId, all ? { all: true } : { id: id! }, app.clock.now());
      return reply.ok({ count: await unreadCount(app.db, userId) }, MM.readSuccess);
    },
  );
};

export default messageRoutes;
