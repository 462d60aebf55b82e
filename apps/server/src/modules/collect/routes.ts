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
import { myActionRoute, myGetRoute } from '../../kit/mine/routes.ts';
import { notFound } from '../../lib/errors.ts';
import { optionalBody } from '../../lib/requests.ts';
import { pageOf } from '../../lib/schemas.ts';
import { collect, collectable, myCollects, uncollect } from './repository.ts';

const idBody = optionalBody(strictRequest({ id: positiveIntField(Messages.idInvalid) }));

/**
 * Collect / cancel (spec §4, §7): POST {id} per kind. Collecting twice and cancelling what is
 * not collected are both harmless; collecting an unknown or unpublished id answers 404.
 */
const collectRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of COLLECT_KIND_VALUES) {
    const paths = COLLECT_PATHS[kind];
    myActionRoute(app, paths.collect, {
      tags: ['collect'],
      summary: `收藏${COLLECT_KINDS[kind]}（会员；重复收藏无副作用）`,
      body: idBody,
      message: Messages.collectSuccess,
      run: async (userId, { id }) => {
        if (!(await collectable(app.db, kind, id))) throw notFound(M.collectTargetNotFound);
        await collect(app.db, userId, kind, id, app.clock.now());
      },
    });
    myActionRoute(app, paths.cancel, {
      tags: ['collect'],
      summary: `取消收藏${COLLECT_KINDS[kind]}（会员；未收藏时无副作用）`,
      body: idBody,
      message: Messages.collectCancelled,
      run: (userId, { id }) => uncollect(app.db, userId, kind, id),
    });
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
