import {
  FinancePaths,
  financeProductDetailSchema,
  financeProductItemSchema,
  financeProductQuerySchema,
  financingItemSchema,
  financingQuerySchema,
  FinanceMessages as M,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mySubmitRoute } from '../../kit/mine/routes.ts';
import { cachedGet } from '../../kit/public/cached-get.ts';
import { memberWorkflowRoutes } from '../../kit/workflow/index.ts';
import { invalidate } from '../../lib/cache-registry.ts';
import { publicCache } from '../../lib/response-cache.ts';
import { pageOf } from '../../lib/schemas.ts';
import { sectionDetail, sectionPage } from '../market/section-routes.ts';
import { financingPage, undertakeFinancing } from './financing.ts';
import { productApplyWorkflow } from './product-apply-workflow.ts';
import { productDetail, productPage } from './product-repository.ts';
import { myProductApplyFilters, undertakeBody } from './product-schemas.ts';

const tags = ['finance'];
const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/**
 * Finance products (/FinanceList, /Financedetail, /NewFinancedetail), members' applications
 * for them (/RequestApplication, on the workflow kit) and the published financing needs institutions undertake
 * (/DemandUndertaking).
 */
const financeProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = publicCache(app, ['finance']);
  const guestLists = publicCache(app, ['finance'], { guestsOnly: true });

  cachedGet(app, cached, FinancePaths.productPage, {
    tags,
    summary:
      '金融产品列表（tabId 金融分类；关键词、适用领域、适用地区、担保方式、金额〔万元〕；最新、利率最低、额度最高、浏览最多）',
    querystring: financeProductQuerySchema,
    data: pageOf(financeProductItemSchema),
    read: (query) => productPage(app.db, query),
  });

  sectionDetail(app, FinancePaths.productDetail, {
    tags,
    summary: '金融产品详情（计浏览；机构、申请条件、所需材料、同类产品、本人未结申请）',
    table: 'finance_products',
    cacheTag: 'finance',
    schema: financeProductDetailSchema,
    missing: M.productNotFound,
    read: (id, request) => productDetail(app.db, id, request.user?.id ?? null),
  });

  memberWorkflowRoutes(app, productApplyWorkflow, {
    submit: FinancePaths.productApply,
    page: FinancePaths.myProductApplyPage,
    withdraw: FinancePaths.productApplyWithdraw,
    pageQuery: myProductApplyFilters,
  });

  sectionPage(app, guestLists, FinancePaths.financingPage, {
    tags,
    summary: '已发布的融资需求（需求对接；会员可见本人是否已承接）',
    query: financingQuerySchema,
    item: financingItemSchema,
    read: (query, request) => financingPage(app.db, query, request.user?.id ?? null),
  });

  mySubmitRoute(app, FinancePaths.financingUndertake, {
    tags,
    summary: '承接融资需求（会员/机构；每个需求每位会员一次，再次提交 409）',
    body: undertakeBody,
    config: limit(20),
    message: M.undertakeSuccess,
    run: async (userId, body) => {
      const id = await undertakeFinancing(app.db, userId, body, app.clock.now());
      invalidate(app, 'finance');
      return id;
    },
  });
};

export default financeProductRoutes;
