import {
  ArticleMessages as A,
  articleDetailSchema,
  articleItemSchema,
  articleQuerySchema,
  caseDetailSchema,
  caseItemSchema,
  caseQuerySchema,
  disclosureDetailSchema,
  disclosureItemSchema,
  disclosureQuerySchema,
  newsQuerySchema,
  ArticlePaths as P,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedGet } from '../../kit/public/cached-get.ts';
import { publicCache } from '../../lib/response-cache.ts';
import { sectionDetail, sectionPage } from '../market/section-routes.ts';
import {
  type ArticleSection,
  articleDetail,
  articlePage,
  NEWS,
  VIEWS,
} from './article-repository.ts';
import { caseDetail, casePage } from './case-repository.ts';
import { disclosureDetail, disclosureIssuers, disclosurePage } from './disclosure-repository.ts';

const tags = ['article'];

/**
 * 新闻资讯, 观点洞察, 成功案例 and 政府信息公开 (issue 11): lists from the 10 s public cache (they
 * differ by nothing but the URL), details reused for guests and counted (section-routes.ts).
 */
const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = publicCache(app, ['article']);
  const db = app.db;

  /** 新闻资讯 and 观点洞察 share their item and detail shapes and their readers (ArticleSection). */
  const articleSection = (
    section: ArticleSection,
    page: {
      path: string;
      summary: string;
      query: typeof articleQuerySchema | typeof newsQuerySchema;
    },
    detail: { path: string; summary: string; table: 'news' | 'views'; missing: string },
  ) => {
    sectionPage(app, lists, page.path, {
      tags,
      summary: page.summary,
      query: page.query,
      item: articleItemSchema,
      read: (query) => articlePage(db, section, query),
    });
    sectionDetail(app, detail.path, {
      tags,
      summary: detail.summary,
      table: detail.table,
      cacheTag: 'article',
      schema: articleDetailSchema,
      missing: detail.missing,
      read: (id) => articleDetail(db, section, id),
    });
  };

  articleSection(
    NEWS,
    {
      path: P.newsPage,
      summary: '新闻列表（新闻类别、关键词、发布日期；最新/浏览最多）',
      query: newsQuerySchema,
    },
    {
      path: P.newsDetail,
      summary: '新闻详情（计浏览；上一篇/下一篇、相关新闻）',
      table: 'news',
      missing: A.newsNotFound,
    },
  );
  articleSection(
    VIEWS,
    {
      path: P.viewPage,
      summary: '观点洞察列表（关键词、发布日期；最新/浏览最多）',
      query: articleQuerySchema,
    },
    {
      path: P.viewDetail,
      summary: '观点详情（计浏览；上一篇/下一篇、相关观点）',
      table: 'views',
      missing: A.viewNotFound,
    },
  );

  sectionPage(app, lists, P.casePage, {
    tags,
    summary: '成功案例列表（技术领域、地区、转化方式、金额、关键词；排序）',
    query: caseQuerySchema,
    item: caseItemSchema,
    read: (query) => casePage(db, query),
  });
  sectionDetail(app, P.caseDetail, {
    tags,
    summary: '案例详情（计浏览；转化的成果、上一篇/下一篇、相关案例）',
    table: 'success_cases',
    cacheTag: 'article',
    schema: caseDetailSchema,
    missing: A.caseNotFound,
    read: (id) => caseDetail(db, id),
  });

  sectionPage(app, lists, P.disclosurePage, {
    tags,
    summary: '政府信息公开列表（主题分类、发布机构、发布日期、关键词：标题/索引号/主题词）',
    query: disclosureQuerySchema,
    item: disclosureItemSchema,
    read: (query) => disclosurePage(db, query),
  });
  cachedGet(app, lists, P.disclosureIssuers, {
    tags,
    summary: '政府信息公开的发布机构（筛选用）',
    data: z.array(z.string()),
    read: () => disclosureIssuers(db),
  });
  sectionDetail(app, P.disclosureDetail, {
    tags,
    summary: '政府信息公开详情（计浏览；上一条/下一条、同类信息）',
    table: 'disclosures',
    cacheTag: 'article',
    schema: disclosureDetailSchema,
    missing: A.disclosureNotFound,
    read: (id) => disclosureDetail(db, id),
  });
};

export default articleRoutes;
