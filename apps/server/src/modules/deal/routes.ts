import {
  dealDetailSchema,
  dealItemSchema,
  dealQuerySchema,
  MarketMessages as M,
  MarketPaths,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestDetails } from '../../kit/detail/guest-details.ts';
import { notFound } from '../../lib/errors.ts';
import { idQuery } from '../../lib/requests.ts';
import { publicCache } from '../../lib/response-cache.ts';
import { envelopeOf, pageOf } from '../../lib/schemas.ts';
import { collectedMarks } from '../collect/marks.ts';
import { dealDetail, dealPage } from './repository.ts';

const tags = ['deal'];

/** Deal announcements (/Project/Deal, DealDetail). priceMin/priceMax apply to the amount. */
const dealRoutes: FastifyPluginAsyncZod = async (app) => {
  const guestLists = publicCache(app, ['deal'], {
    guestsOnly: true,
    memberMarks: collectedMarks(app, 'deal'),
  });
  const details = guestDetails(app, 'deals', 'deal');

  app.get(
    MarketPaths.dealPage,
    {
      ...guestLists.hooks,
      schema: {
        tags,
        summary: '成交公告列表（技术领域、地区、合作方式、金额、成交日期、关键词；排序）',
        querystring: dealQuerySchema,
        response: { 200: envelopeOf(pageOf(dealItemSchema)) },
      },
    },
    async (request, reply) =>
      reply.ok(await dealPage(app.db, request.query, request.user?.id ?? null)),
  );

  app.get(
    MarketPaths.dealDetail,
    {
      schema: {
        tags,
        summary: '成交公告详情（计浏览；相关公告；isCollect）',
        querystring: idQuery,
        response: { 200: envelopeOf(dealDetailSchema) },
      },
    },
    async (request, reply) => {
      const { id } = request.query;
      const detail = await details.answer(request, id, () =>
        dealDetail(app.db, id, request.user?.id ?? null),
      );
      if (!detail) throw notFound(M.dealNotFound);
      return reply.okReused(detail);
    },
  );
};

export default dealRoutes;
