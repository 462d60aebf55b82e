import {
  COLLECT_KIND_VALUES,
  COLLECT_KINDS,
  COLLECT_PATHS,
  MarketMessages as M,
  MarketPaths,
  Messages,
  myCollectItemSchema,
  myCollectQuerySchema,
  positiveIntField,
  strictRequest,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myGetRoute } from '../../kit/mine/routes.ts';
import { notFound } from '../../lib/errors.ts';
import { optionalBody } from '../../lib/requests.ts';
import { emptyEnvelope, pageOf } from '../../lib/schemas.ts';
import { collect, collectable, myCollects, uncollect } from './repository.ts';

const idBody = optionalBody(strictRequest({ id: positiveIntField(Messages.idInvalid) }));

/**
 * Collect / cancel (spec §4, §7): POST {id} per kind. Collecting twice and cancelling what is
 * not collected are both harmless; collecting an unknown or unpublished id answers 404.
 */
const collectRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of COLLECT_KIND_VALUES) {
    const paths = COLLECT_PATHS[kind];
    app.post(
      paths.collect,
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['collect'],
          summary: `收藏${COLLECT_KINDS[kind]}（会员；重复收藏无副作用）`,
          body: idBody,
          response: { 200: emptyEnvelope },
        },
      },
      async (request, reply) => {
        const { id } = request.body;
        if (!(await collectable(app.db, kind, id))) throw notFound(M.collectTargetNotFound);
        await collect(app.db, request.user!.id, kind, id, app.clock.now());
        return reply.ok(null, Messages.collectSuccess);
      },
    );
    app.post(
      paths.cancel,
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['collect'],
          summary: `取消收藏${COLLECT_KINDS[kind]}（会员；未收藏时无副作用）`,
          body: idBody,
          response: { 200: emptyEnvelope },
        },
      },
      async (request, reply) => {
        await uncollect(app.db, request.user!.id, kind, request.body.id);
        return reply.ok(null, Messages.collectCancelled);
      },
    );
  }

  myGetRoute(app, MarketPaths.myCollects, {
    tags: ['collect'],
    summary: '我的收藏（会员，分页，最新在前；kind 为收藏类型，不传为全部）',
    querystring: myCollectQuerySchema,
    data: pageOf(myCollectItemSchema),
    read: (userId, query) => myCollects(app.db, userId, query),
  });
};

export default collectRoutes;
