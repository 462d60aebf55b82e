import {
  ServicePaths as P,
  ServiceMessages as S,
  serviceCategoryNodeSchema,
  serviceCategorySchema,
  serviceDetailSchema,
  serviceItemSchema,
  serviceQuerySchema,
  serviceRuleDetailSchema,
  serviceRuleItemSchema,
  serviceRuleQuerySchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedGet } from '../../kit/public/cached-get.ts';
import { publicCache } from '../../lib/response-cache.ts';
import { envelopeOf } from '../../lib/schemas.ts';
import { collectedMarks } from '../collect/marks.ts';
import { sectionDetail, sectionPage } from '../market/section-routes.ts';
import { categoryTree, parentCategories, searchCategories } from './category-repository.ts';
import { serviceDetail, servicePage } from './repository.ts';
import { ruleDetail, rulePage } from './rule-repository.ts';
import { catAllQuery, catParentQuery, catSearchQuery } from './schemas.ts';

const tags = ['service'];

/**
 * Service products and their catalogue (spec §7 server/*), and the hall's rules. Catalogue and
 * rules answers are the same for everyone (10 s cache); the product list is the guests' page
 * with a member's isCollect set on it; details are counted and reused for guests.
 */
const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const shared = publicCache(app, ['service']);
  const products = publicCache(app, ['service'], {
    guestsOnly: true,
    memberMarks: collectedMarks(app, 'product'),
  });

  cachedGet(app, shared, P.catParentAll, {
    tags,
    summary: '服务一级分类（type 1 研发服务 / 2 转化服务，缺省全部；含在售产品数）',
    querystring: catParentQuery,
    data: z.array(serviceCategorySchema),
    read: (query) => parentCategories(db, query.type),
  });

  app.get(
    P.catAll,
    {
      ...shared.hooks,
      schema: {
        tags,
        summary: '服务分类两级树（type 可选；parentId 只取该一级分类；含在售产品数）',
        querystring: catAllQuery,
        response: { 200: envelopeOf(z.array(serviceCategoryNodeSchema)) },
      },
    },
    async (request, reply) => {
      const { type, parentId } = request.query;
      const tree = await categoryTree(db, type);
      return reply.ok(parentId === undefined ? tree : tree.filter((n) => n.id === parentId));
    },
  );

  cachedGet(app, shared, P.catSearch, {
    tags,
    summary: '按名称查找服务分类（两级；type 可选）',
    querystring: catSearchQuery,
    data: z.array(serviceCategorySchema),
    read: (query) => searchCategories(db, query.keyword, query.type),
  });

  sectionPage(app, products, P.page, {
    tags,
    summary:
      '服务产品分页（type、分类〔一级含其子类〕、机构、地区、关键词、面议；最新/价格/浏览/销量）',
    query: serviceQuerySchema,
    item: serviceItemSchema,
    read: (query, request) => servicePage(db, query, request.user?.id ?? null),
  });
  sectionDetail(app, P.detail, {
    tags,
    summary: '服务产品详情（计浏览；机构〔电话脱敏〕、同类服务、isCollect）',
    table: 'tech_services',
    cacheTag: 'service',
    schema: serviceDetailSchema,
    missing: S.productNotFound,
    read: (id, request) => serviceDetail(db, id, request.user?.id ?? null),
  });

  sectionPage(app, shared, P.rulePage, {
    tags,
    summary: '机构规则列表（关键词；最新/浏览最多）',
    query: serviceRuleQuerySchema,
    item: serviceRuleItemSchema,
    read: (query) => rulePage(db, query),
  });
  sectionDetail(app, P.ruleDetail, {
    tags,
    summary: '机构规则详情（计浏览；上一篇/下一篇）',
    table: 'service_rules',
    cacheTag: 'service',
    schema: serviceRuleDetailSchema,
    missing: S.ruleNotFound,
    read: (id) => ruleDetail(db, id),
  });
};

export default serviceRoutes;
