import { PolicyMessages as M, PolicyPaths } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { publicCache } from '../../lib/response-cache.ts';
import { envelopeOf, pageOf } from '../../lib/schemas.ts';
import { formatDate } from '../../lib/time.ts';
import { idQuery } from '../home/requests.ts';
import { countView, viewCountsOf } from '../market/view-counts.ts';
import { policyDocDetail, policyDocPage } from './document-repository.ts';
import { policyDepts, policyDetail, policyPage } from './list-repository.ts';
import {
  policyDeptSchema,
  policyDetailSchema,
  policyDocDetailSchema,
  policyDocItemSchema,
  policyDocQuery,
  policyListItemSchema,
  policyQuery,
} from './schemas.ts';

const tags = ['policy'];

/** Policy overview, detail and documents (/Recommendation, /PolicyDetail, /Policydocument). */
const policyPageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Guests' lists come from the 10 s cache; members' (with isCollect) are read each time.
  const guestLists = publicCache(app, undefined, { guestsOnly: true });
  const cached = publicCache(app);
  const views = viewCountsOf(app);
  const today = () => formatDate(app.clock.now());

  app.get(
    PolicyPaths.policyPage,
    {
      ...guestLists.hooks,
      schema: {
        tags,
        summary:
          '政策概览（级别、发文部门、技术领域、申报状态〔按当日计算〕、关键词；最新发布或即将截止）',
        querystring: policyQuery,
        response: { 200: envelopeOf(pageOf(policyListItemSchema)) },
      },
    },
    async (request, reply) =>
      reply.ok(await policyPage(app.db, request.query, request.user?.id ?? null, today())),
  );

  app.get(
    PolicyPaths.policyDepts,
    {
      ...cached.hooks,
      schema: {
        tags,
        summary: '政策发文部门（筛选项，含政策数）',
        response: { 200: envelopeOf(z.array(policyDeptSchema)) },
      },
    },
    async (_request, reply) => reply.ok(await policyDepts(app.db)),
  );

  app.get(
    PolicyPaths.policyDetail,
    {
      schema: {
        tags,
        summary: '政策详情（计浏览；政策文件、相关政策、isCollect、本人未结申报）',
        querystring: idQuery,
        response: { 200: envelopeOf(policyDetailSchema) },
      },
    },
    async (request, reply) => {
      const detail = await policyDetail(
        app.db,
        request.query.id,
        request.user?.id ?? null,
        today(),
      );
      if (!detail) throw notFound(M.policyNotFound);
      return reply.ok(countView(views, request, 'policies', detail));
    },
  );

  app.get(
    PolicyPaths.policyDocPage,
    {
      ...cached.hooks,
      schema: {
        tags,
        summary: '政策文件列表（类别、效力状态、发文机关、关键词〔标题或文号〕；最新发布在前）',
        querystring: policyDocQuery,
        response: { 200: envelopeOf(pageOf(policyDocItemSchema)) },
      },
    },
    async (request, reply) => reply.ok(await policyDocPage(app.db, request.query)),
  );

  app.get(
    PolicyPaths.policyDocDetail,
    {
      schema: {
        tags,
        summary: '政策文件全文（计浏览）',
        querystring: idQuery,
        response: { 200: envelopeOf(policyDocDetailSchema) },
      },
    },
    async (request, reply) => {
      const detail = await policyDocDetail(app.db, request.query.id);
      if (!detail) throw notFound(M.docNotFound);
      return reply.ok(countView(views, request, 'policy_documents', detail));
    },
  );
};

export default policyPageRoutes;
