import { FinancePaths, FinanceMessages as M, Messages } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { publicCache } from '../../lib/response-cache.ts';
import { emptyEnvelope, envelopeOf, pageOf } from '../../lib/schemas.ts';
import { idQuery } from '../home/requests.ts';
import { guestDetails } from '../market/guest-details.ts';
import { financingPage, undertakeFinancing } from './financing.ts';
import { applyForProduct, myProductApplies, withdrawProductApply } from './product-apply.ts';
import { productDetail, productPage } from './product-repository.ts';
import {
  applyIdBody,
  financingItemSchema,
  financingQuery,
  myProductApplyQuery,
  myProductApplySchema,
  productApplyBody,
  productDetailSchema,
  productItemSchema,
  productQuery,
  undertakeBody,
} from './product-schemas.ts';

const tags = ['finance'];
const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const createdEnvelope = envelopeOf(z.object({ id: z.number() }));

/**
 * Finance products (/FinanceList, /Financedetail, /NewFinancedetail), members' applications
 * for them (/RequestApplication) and the published financing needs institutions undertake
 * (/DemandUndertaking).
 */
const financeProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = publicCache(app);
  const guestLists = publicCache(app, undefined, { guestsOnly: true });
  const details = guestDetails<NonNullable<Awaited<ReturnType<typeof productDetail>>>>(
    app,
    'finance_products',
  );

  app.get(
    FinancePaths.productPage,
    {
      ...cached.hooks,
      schema: {
        tags,
        summary:
          '金融产品列表（tabId 金融分类；关键词、适用领域、适用地区、担保方式、金额〔万元〕；最新、利率最低、额度最高、浏览最多）',
        querystring: productQuery,
        response: { 200: envelopeOf(pageOf(productItemSchema)) },
      },
    },
    async (request, reply) => reply.ok(await productPage(app.db, request.query)),
  );

  app.get(
    FinancePaths.productDetail,
    {
      schema: {
        tags,
        summary: '金融产品详情（计浏览；机构、申请条件、所需材料、同类产品、本人未结申请）',
        querystring: idQuery,
        response: { 200: envelopeOf(productDetailSchema) },
      },
    },
    async (request, reply) => {
      const id = request.query.id;
      const detail = await details.answer(request, id, () =>
        productDetail(app.db, id, request.user?.id ?? null),
      );
      if (!detail) throw notFound(M.productNotFound);
      return reply.okReused(detail);
    },
  );

  app.post(
    FinancePaths.productApply,
    {
      onRequest: app.requireUser,
      config: limit(20),
      schema: {
        tags,
        summary: '申请金融产品（会员；金额在产品额度内；同一产品待受理/已受理时 409；表单或 JSON）',
        body: productApplyBody,
        response: { 200: createdEnvelope },
      },
    },
    async (request, reply) => {
      const id = await applyForProduct(app.db, request.user!.id, request.body, app.clock.now());
      details.clear();
      return reply.ok({ id }, Messages.submitSuccess);
    },
  );

  app.get(
    FinancePaths.myProductApplyPage,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '我的金融产品申请（会员，仅本人；productId 可选；最新在前）',
        querystring: myProductApplyQuery,
        response: { 200: envelopeOf(pageOf(myProductApplySchema)) },
      },
    },
    async (request, reply) =>
      reply.ok(await myProductApplies(app.db, request.user!.id, request.query)),
  );

  app.post(
    FinancePaths.productApplyWithdraw,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '撤回金融产品申请（仅本人、仅待受理）',
        body: applyIdBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      await withdrawProductApply(app.db, request.user!.id, request.body.id, app.clock.now());
      return reply.ok(null, M.withdrawSuccess);
    },
  );

  app.get(
    FinancePaths.financingPage,
    {
      ...guestLists.hooks,
      schema: {
        tags,
        summary: '已发布的融资需求（需求对接；会员可见本人是否已承接）',
        querystring: financingQuery,
        response: { 200: envelopeOf(pageOf(financingItemSchema)) },
      },
    },
    async (request, reply) =>
      reply.ok(await financingPage(app.db, request.query, request.user?.id ?? null)),
  );

  app.post(
    FinancePaths.financingUndertake,
    {
      onRequest: app.requireUser,
      config: limit(20),
      schema: {
        tags,
        summary: '承接融资需求（会员/机构；每个需求每位会员一次，再次提交 409）',
        body: undertakeBody,
        response: { 200: createdEnvelope },
      },
    },
    async (request, reply) => {
      const id = await undertakeFinancing(app.db, request.user!.id, request.body, app.clock.now());
      guestLists.clear();
      return reply.ok({ id }, M.undertakeSuccess);
    },
  );
};

export default financeProductRoutes;
