import {
  MessagePaths,
  MessageMessages as MM,
  memberMessageSchema,
  messageQuerySchema,
  messageReadSchema,
  unreadCountSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myGetRoute } from '../../kit/mine/routes.ts';
import { optionalBody } from '../../lib/requests.ts';
import { envelopeOf, pageOf } from '../../lib/schemas.ts';
import { markRead, messagePage, unreadCount } from './repository.ts';

const tags = ['message'];

/** 我的消息: the member's own messages, the unread count of the header badge, mark read. */
const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  myGetRoute(app, MessagePaths.page, {
    tags,
    summary: '我的消息（会员；类型、仅未读筛选，分页，最新在前）',
    querystring: messageQuerySchema,
    data: pageOf(memberMessageSchema),
    read: (userId, query) => messagePage(app.db, userId, query),
  });

  app.get(
    MessagePaths.unread,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '未读消息数（会员；页头角标）',
        response: { 200: envelopeOf(unreadCountSchema) },
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
        response: { 200: envelopeOf(unreadCountSchema) },
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
