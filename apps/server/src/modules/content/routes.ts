import {
  businessOrgSchema,
  ContentPaths,
  departmentSchema,
  dictOptionSchema,
  fieldOptionSchema,
  helpArticleSchema,
  helpCategorySchema,
  helpListQuerySchema,
  protocolDetailSchema,
  publicAccountSchema,
  richTextArticleSchema,
  schoolSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedGet } from '../../kit/public/cached-get.ts';
import { notFound } from '../../lib/errors.ts';
import { publicCache } from '../../lib/response-cache.ts';
import { envelopeOf } from '../../lib/schemas.ts';
import regionRoutes from '../region/routes.ts';
import { helpArticle, helpCategories, richTextArticle } from './help-repository.ts';
import {
  businessOrgs,
  departments,
  dictOptions,
  fieldTree,
  protocolByType,
  publicAccounts,
  schools,
} from './repository.ts';
import {
  departmentListQuery,
  dictOptionsQuery,
  helpDetailBody,
  PROTOCOL_TYPE_INVALID,
  protocolBody,
  publicAccountBody,
  richTextQuery,
} from './requests.ts';
import siteRoutes from './site-routes.ts';

/** General content endpoints (spec §7 "General"): dictionaries, regions, help centre, settings. */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = publicCache(app, ['content']);
  await app.register(regionRoutes);
  await app.register(siteRoutes);

  cachedGet(app, cached, ContentPaths.dictOptions, {
    tags: ['content'],
    summary: '字典选项（key 如 company_property 单位性质）',
    querystring: dictOptionsQuery,
    data: z.array(dictOptionSchema),
    read: (query) => dictOptions(app.db, query.key),
  });

  cachedGet(app, cached, ContentPaths.fieldsOptions, {
    tags: ['content'],
    summary: '技术领域（两级）',
    data: z.array(fieldOptionSchema),
    read: () => fieldTree(app.db),
  });

  cachedGet(app, cached, ContentPaths.businessOrgs, {
    tags: ['content'],
    summary: '技术转移服务机构（电话已脱敏）',
    data: z.array(businessOrgSchema),
    read: () => businessOrgs(app.db),
  });

  app.post(
    ContentPaths.publicAccount,
    {
      schema: {
        tags: ['content'],
        summary: '公众号（type 1）与小程序（type 2）二维码；不传 type 返回全部',
        body: publicAccountBody,
        response: { 200: envelopeOf(z.array(publicAccountSchema)) },
      },
    },
    async (request, reply) => reply.ok(await publicAccounts(app.db, request.body.type)),
  );

  app.post(
    ContentPaths.protocolDetail,
    {
      schema: {
        tags: ['content'],
        summary: '协议详情（type 1 用户协议 / 2 平台须知）',
        body: protocolBody,
        response: { 200: envelopeOf(protocolDetailSchema) },
      },
    },
    async (request, reply) => {
      const protocol = await protocolByType(app.db, request.body.type);
      if (!protocol) throw notFound(PROTOCOL_TYPE_INVALID);
      return reply.ok(protocol);
    },
  );

  cachedGet(app, cached, ContentPaths.helpList, {
    tags: ['content'],
    summary: '帮助中心分类及文章标题（keyword 按标题和正文搜索，只留有结果的分类）',
    querystring: helpListQuerySchema,
    data: z.array(helpCategorySchema),
    read: (query) => helpCategories(app.db, query.keyword),
  });

  app.post(
    ContentPaths.helpDetail,
    {
      schema: {
        tags: ['content'],
        summary: '帮助文章详情',
        body: helpDetailBody,
        response: { 200: envelopeOf(helpArticleSchema) },
      },
    },
    async (request, reply) => {
      const article = await helpArticle(app.db, request.body.id);
      if (!article) throw notFound('文章不存在');
      return reply.ok(article);
    },
  );

  app.get(
    ContentPaths.richTextDetail,
    {
      ...cached.hooks,
      schema: {
        tags: ['content'],
        summary: '图文详情（/RichText，如页脚的交易规则）',
        querystring: richTextQuery,
        response: { 200: envelopeOf(richTextArticleSchema) },
      },
    },
    async (request, reply) => {
      const article = await richTextArticle(app.db, request.query.id);
      if (!article) throw notFound('文章不存在');
      return reply.ok(article);
    },
  );

  cachedGet(app, cached, ContentPaths.schoolList, {
    tags: ['content'],
    summary: '高校列表',
    data: z.array(schoolSchema),
    read: () => schools(app.db),
  });

  cachedGet(app, cached, ContentPaths.departmentList, {
    tags: ['content'],
    summary: '院系列表（schoolId 可选，不传返回全部）',
    querystring: departmentListQuery,
    data: z.array(departmentSchema),
    read: (query) => departments(app.db, query.schoolId),
  });
};

export default contentRoutes;
