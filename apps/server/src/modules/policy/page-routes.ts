import {
  PolicyMessages as M,
  PolicyPaths,
  policyDeptSchema,
  policyDetailSchema,
  policyDocDetailSchema,
  policyDocItemSchema,
  policyDocQuerySchema,
  policyListItemSchema,
  policyQuerySchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedGet } from '../../kit/public/cached-get.ts';
import { publicCache } from '../../lib/response-cache.ts';
import { formatDate } from '../../lib/time.ts';
import { sectionDetail, sectionPage } from '../market/section-routes.ts';
import { policyDocDetail, policyDocPage } from './document-repository.ts';
import { policyDepts, policyDetail, policyPage } from './list-repository.ts';

const tags = ['policy'];

/** Policy overview, detail and documents (/Recommendation, /PolicyDetail, /Policydocument). */
const policyPageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Guests' lists come from the 10 s cache; members' (with isCollect) are read each time.
  const guestLists = publicCache(app, ['policy'], { guestsOnly: true });
  const cached = publicCache(app, ['policy']);
  const today = () => formatDate(app.clock.now());

  sectionPage(app, guestLists, PolicyPaths.policyPage, {
    tags,
    summary:
      '政策概览（级别、发文部门、技术领域、申报状态〔按当日计算〕、关键词；最新发布或即将截止）',
    query: policyQuerySchema,
    item: policyListItemSchema,
    read: (query, request) => policyPage(app.db, query, request.user?.id ?? null, today()),
  });

  cachedGet(app, cached, PolicyPaths.policyDepts, {
    tags,
    summary: '政策发文部门（筛选项，含政策数）',
    data: z.array(policyDeptSchema),
    read: () => policyDepts(app.db),
  });

  sectionDetail(app, PolicyPaths.policyDetail, {
    tags,
    summary: '政策详情（计浏览；政策文件、相关政策、isCollect、本人未结申报）',
    table: 'policies',
    cacheTag: 'policy',
    schema: policyDetailSchema,
    missing: M.policyNotFound,
    read: (id, request) => policyDetail(app.db, id, request.user?.id ?? null, today()),
  });

  sectionPage(app, cached, PolicyPaths.policyDocPage, {
    tags,
    summary: '政策文件列表（类别、效力状态、发文机关、关键词〔标题或文号〕；最新发布在前）',
    query: policyDocQuerySchema,
    item: policyDocItemSchema,
    read: (query) => policyDocPage(app.db, query),
  });

  sectionDetail(app, PolicyPaths.policyDocDetail, {
    tags,
    summary: '政策文件全文（计浏览）',
    table: 'policy_documents',
    cacheTag: 'policy',
    schema: policyDocDetailSchema,
    missing: M.docNotFound,
    read: (id) => policyDocDetail(app.db, id),
  });
};

export default policyPageRoutes;
