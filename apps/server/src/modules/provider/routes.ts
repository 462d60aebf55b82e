import {
  ProviderMessages as M,
  ProviderPaths as P,
  providerDetailSchema,
  providerHallSchema,
  providerItemSchema,
  providerQuerySchema,
  talentDetailSchema,
  talentItemSchema,
  talentQuerySchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedGet } from '../../kit/public/cached-get.ts';
import { publicCache } from '../../lib/response-cache.ts';
import { sectionDetail, sectionPage } from '../market/section-routes.ts';
import { providerDetail, providerHall, providerPage } from './repository.ts';
import { talentDetail, talentPage } from './talent-repository.ts';

const tags = ['provider'];

/** The service hall's providers and talents (/Service and its sections, /ExpertList). */
const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Guests' lists come from the 10 s cache; members' (with isCollect) are read each time.
  const guestLists = publicCache(app, ['provider'], { guestsOnly: true });
  const cached = publicCache(app, ['provider']);

  cachedGet(app, cached, P.providerHall, {
    tags,
    summary: '服务大厅（各栏目机构数与推荐机构、人才数）',
    data: providerHallSchema,
    read: () => providerHall(app.db),
  });

  sectionPage(app, guestLists, P.providerPage, {
    tags,
    summary: '服务机构列表（机构类型 authType、技术领域、地区、关键词；综合/最新/浏览最多）',
    query: providerQuerySchema,
    item: providerItemSchema,
    read: (query, request) => providerPage(app.db, query, request.user?.id ?? null),
  });

  sectionDetail(app, P.providerDetail, {
    tags,
    summary: '机构详情（计浏览；成果、服务产品、专家、成交、联系方式脱敏、isCollect）',
    table: 'service_orgs',
    cacheTag: 'provider',
    schema: providerDetailSchema,
    missing: M.providerNotFound,
    read: (id, request) => providerDetail(app.db, id, request.user?.id ?? null),
  });

  sectionPage(app, cached, P.talentPage, {
    tags,
    summary: '人才列表（入库类型 1 专家 2 科技特派员 3 技术经理人、所属机构、领域、地区、关键词）',
    query: talentQuerySchema,
    item: talentItemSchema,
    read: (query) => talentPage(app.db, query),
  });

  sectionDetail(app, P.talentDetail, {
    tags,
    summary: '人才详情（计浏览；电话脱敏、同类人才）',
    table: 'talents',
    cacheTag: 'provider',
    schema: talentDetailSchema,
    missing: M.talentNotFound,
    read: (id) => talentDetail(app.db, id),
  });
};

export default providerRoutes;
