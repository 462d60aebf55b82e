import {
  VoucherPublicPaths as P,
  VoucherPublicMessages as V,
  voucherArticleQuerySchema,
  voucherArticleSchema,
  voucherNoticeDetailSchema,
  voucherNoticeItemSchema,
  voucherNoticeQuerySchema,
  voucherOrgDetailSchema,
  voucherOrgItemSchema,
  voucherOrgQuerySchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import { idQuery } from '../../lib/requests.ts';
import { publicCache } from '../../lib/response-cache.ts';
import { envelopeOf } from '../../lib/schemas.ts';
import { sectionDetail, sectionPage } from '../market/section-routes.ts';
import {
  VOUCHER_ARTICLE_KINDS,
  voucherArticlePage,
  voucherNoticeDetail,
  voucherNoticePage,
  voucherOrgDetail,
  voucherOrgPage,
} from './public-repository.ts';

const tags = ['voucher'];

/** The voucher sub-site's public lists and details (api/voucher-public.ts); 10 s shared cache. */
const voucherPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const shared = publicCache(app, ['voucher']);

  sectionPage(app, shared, P.orgPage, {
    tags,
    summary: '创新券服务机构列表（关键词、地区、机构类型；推荐在前）',
    query: voucherOrgQuerySchema,
    item: voucherOrgItemSchema,
    read: (query) => voucherOrgPage(db, query),
  });
  sectionDetail(app, P.orgDetail, {
    tags,
    summary: '创新券服务机构详情（计浏览；电话脱敏；在售服务产品）',
    table: 'service_orgs',
    cacheTag: 'provider',
    schema: voucherOrgDetailSchema,
    missing: V.orgNotFound,
    read: (id) => voucherOrgDetail(db, id),
  });

  sectionPage(app, shared, P.noticePage, {
    tags,
    summary: '创新券通知公告列表（关键词；最新在前）',
    query: voucherNoticeQuerySchema,
    item: voucherNoticeItemSchema,
    read: (query) => voucherNoticePage(db, query),
  });
  app.get(
    P.noticeDetail,
    {
      ...shared.hooks,
      schema: {
        tags,
        summary: '创新券公告详情（正文；上一篇/下一篇）',
        querystring: idQuery,
        response: { 200: envelopeOf(voucherNoticeDetailSchema) },
      },
    },
    async (request, reply) => {
      const detail = await voucherNoticeDetail(db, request.query.id);
      if (!detail) throw notFound(V.noticeNotFound);
      return reply.ok(detail);
    },
  );

  sectionPage(app, shared, P.policyPage, {
    tags,
    summary: '创新券政策文件（含正文；keyWord 检索）',
    query: voucherArticleQuerySchema,
    item: voucherArticleSchema,
    read: (query) => voucherArticlePage(db, VOUCHER_ARTICLE_KINDS.policy, query),
  });
  sectionPage(app, shared, P.guidePage, {
    tags,
    summary: '创新券操作指南（含正文；keyWord 检索标题与正文）',
    query: voucherArticleQuerySchema,
    item: voucherArticleSchema,
    read: (query) => voucherArticlePage(db, VOUCHER_ARTICLE_KINDS.guide, query),
  });
};

export default voucherPublicRoutes;
