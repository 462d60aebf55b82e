import {
  instrumentSlotSchema,
  ResourceMessages as M,
  RESOURCE_KIND_VALUES,
  RESOURCE_KINDS,
  ResourcePaths,
  resourceDetailPath,
  resourceDetailSchema,
  resourceItemSchema,
  resourcePagePath,
  resourceQuerySchema,
  sourceHomeSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedGet } from '../../kit/public/cached-get.ts';
import { memberWorkflowRoutes } from '../../kit/workflow/index.ts';
import { publicCache } from '../../lib/response-cache.ts';
import { envelopeOf } from '../../lib/schemas.ts';
import { sectionDetail, sectionPage } from '../market/section-routes.ts';
import { instrumentSlots } from './booking.ts';
import { bookingWorkflow } from './booking-workflow.ts';
import {
  COUNTED_TABLES,
  resourceCategories,
  resourceDetail,
  resourcePage,
  sourceHome,
} from './repository.ts';
import { kindQuery, myBookingFilters, slotsQuery } from './schemas.ts';

const tags = ['resource'];

/**
 * Research resources (/SourceHome and its lists), the development lists (/TechSourceList,
 * /DevelopAreaList, /DevelopProjectList; /TechHangDetail presents a listed tech source), and
 * members' instrument bookings.
 */
const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = publicCache(app, ['resource']);

  cachedGet(app, cached, ResourcePaths.home, {
    tags,
    summary: '科研资源首页（数据库、样本库、科研基地、科研仪器：数量与最新）',
    data: sourceHomeSchema,
    read: () => sourceHome(app.db),
  });

  cachedGet(app, cached, ResourcePaths.categories, {
    tags,
    summary: '资源分类（筛选项）',
    querystring: kindQuery,
    data: z.array(z.string()),
    read: (query) => resourceCategories(app.db, query.kind),
  });

  for (const kind of RESOURCE_KIND_VALUES) {
    const title = RESOURCE_KINDS[kind];
    sectionPage(app, cached, resourcePagePath(kind), {
      tags,
      summary: `${title}列表（关键词、技术领域、地区、分类${kind === 'developProject' ? '、研发领域' : ''}；最新或浏览最多）`,
      query: resourceQuerySchema,
      item: resourceItemSchema,
      read: (query) => resourcePage(app.db, kind, query),
    });
    sectionDetail(app, resourceDetailPath(kind), {
      tags,
      summary: `${title}详情（计浏览；联系人电话脱敏；相关${title}）`,
      table: COUNTED_TABLES[kind],
      cacheTag: 'resource',
      schema: resourceDetailSchema,
      missing: kind === 'instrument' ? M.instrumentNotFound : M.notFound,
      read: (id) => resourceDetail(app.db, kind, id),
    });
  }

  app.get(
    ResourcePaths.instrumentSlots,
    {
      schema: {
        tags,
        summary: '仪器某日的预约时段（是否已被预约）',
        querystring: slotsQuery,
        response: { 200: envelopeOf(z.array(instrumentSlotSchema)) },
      },
    },
    async (request, reply) =>
      reply.ok(await instrumentSlots(app.db, request.query.id, request.query.date)),
  );

  memberWorkflowRoutes(app, bookingWorkflow, {
    submit: ResourcePaths.instrumentBook,
    page: ResourcePaths.myBookingPage,
    withdraw: ResourcePaths.bookingCancel,
    pageQuery: myBookingFilters,
  });
};

export default resourceRoutes;
