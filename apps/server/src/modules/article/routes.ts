import { ArticleMessages as A, ArticlePaths as P } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { publicCache } from '../../lib/response-cache.ts';
import { envelopeOf, pageOf } from '../../lib/schemas.ts';
import { idQuery } from '../home/requests.ts';
import { countView, viewCountsOf } from '../market/view-counts.ts';
import { articleDetail, articlePage, NEWS, VIEWS } from './article-repository.ts';
import { caseDetail, casePage } from './case-repository.ts';
import { disclosureDetail, disclosureIssuers, disclosurePage } from './disclosure-repository.ts';
import {
  articleDetailSchema,
  articleItemSchema,
  caseDetailSchema,
  caseItemSchema,
  caseQuery,
  disclosureDetailSchema,
  disclosureItemSchema,
  disclosureQuery,
  newsQuery,
  viewQuery,
} from './schemas.ts';

const tags = ['article'];

/**
 * 新闻资讯, 观点洞察, 成功案例 and 政府信息公开 (issue 11): lists from the 10 s public cache (they
 * differ by nothing but the URL), details counted through the batched view counter.
 */
const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = publicCache(app);
  const views = viewCountsOf(app);

  app.get(
    P.newsPage,
    {
      ...lists.hooks,
      schema: {
        tags,
        summary: '新闻列表（新闻类别、关键词、发布日期；最新/浏览最多）',
        querystring: newsQuery,
        response: { 200: envelopeOf(pageOf(articleItemSchema)) },
      },
    },
    async (request, reply) => reply.ok(await articlePage(app.db, NEWS, request.query)),
  );

  app.get(
    P.newsDetail,
    {
      schema: {
        tags,
        summary: '新闻详情（计浏览；上一篇/下一篇、相关新闻）',
        querystring: idQuery,
        response: { 200: envelopeOf(articleDetailSchema) },
      },
    },
    async (request, reply) => {
      const detail = await articleDetail(app.db, NEWS, request.query.id);
      if (!detail) throw notFound(A.newsNotFound);
      return reply.ok(countView(views, request, 'news', detail));
    },
  );

  app.get(
    P.viewPage,
    {
      ...lists.hooks,
      schema: {
        tags,
        summary: '观点洞察列表（关键词、发布日期；最新/浏览最多）',
        querystring: viewQuery,
        response: { 200: envelopeOf(pageOf(articleItemSchema)) },
      },
    },
    async (request, reply) => reply.ok(await articlePage(app.db, VIEWS, request.query)),
  );

  app.get(
    P.viewDetail,
    {
      schema: {
        tags,
        summary: '观点详情（计浏览；上一篇/下一篇、相关观点）',
        querystring: idQuery,
        response: { 200: envelopeOf(articleDetailSchema) },
      },
    },
    async (request, reply) => {
      const detail = await articleDetail(app.db, VIEWS, request.query.id);
      if (!detail) throw notFound(A.viewNotFound);
      return reply.ok(countView(views, request, 'views', detail));
    },
  );

  app.get(
    P.casePage,
    {
      ...lists.hooks,
      schema: {
        tags,
        summary: '成功案例列表（技术领域、地区、转化方式、金额、关键词；排序）',
        querystring: caseQuery,
        response: { 200: envelopeOf(pageOf(caseItemSchema)) },
      },
    },
    async (request, reply) => reply.ok(await casePage(app.db, request.query)),
  );

  app.get(
    P.caseDetail,
    {
      schema: {
        tags,
        summary: '案例详情（计浏览；转化的成果、上一篇/下一篇、相关案例）',
        querystring: idQuery,
        response: { 200: envelopeOf(caseDetailSchema) },
      },
    },
    async (request, reply) => {
      const detail = await caseDetail(app.db, request.query.id);
      if (!detail) throw notFound(A.caseNotFound);
      return reply.ok(countView(views, request, 'success_cases', detail));
    },
  );

  app.get(
    P.disclosurePage,
    {
      ...lists.hooks,
      schema: {
        tags,
        summary: '政府信息公开列表（主题分类、发布机构、发布日期、关键词：标题/索引号/主题词）',
        querystring: disclosureQuery,
        response: { 200: envelopeOf(pageOf(disclosureItemSchema)) },
      },
    },
    async (request, reply) => reply.ok(await disclosurePage(app.db, request.query)),
  );

  app.get(
    P.disclosureIssuers,
    {
      ...lists.hooks,
      schema: {
        tags,
        summary: '政府信息公开的发布机构（筛选用）',
        response: { 200: envelopeOf(z.array(z.string())) },
      },
    },
    async (_request, reply) => reply.ok(await disclosureIssuers(app.db)),
  );

  app.get(
    P.disclosureDetail,
    {
      schema: {
        tags,
        summary: '政府信息公开详情（计浏览；上一条/下一条、同类信息）',
        querystring: idQuery,
        response: { 200: envelopeOf(disclosureDetailSchema) },
      },
    },
    async (request, reply) => {
      const detail = await disclosureDetail(app.db, request.query.id);
      if (!detail) throw notFound(A.disclosureNotFound);
      return reply.ok(countView(views, request, 'disclosures', detail));
    },
  );
};

export default articleRoutes;
