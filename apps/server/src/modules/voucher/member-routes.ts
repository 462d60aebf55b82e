import {
  VoucherMessages as M,
  pagingShape,
  positiveIntField,
  strictRequest,
  VoucherPaths,
  voucherBatchViewSchema,
  voucherOcrRequestSchema,
  voucherOcrResultSchema,
  voucherOrderCancelSchema,
  voucherOrderSubmitSchema,
  voucherOrderViewSchema,
  voucherPrefillSchema,
  voucherViewSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { myActionRoute, myGetRoute, mySubmitRoute } from '../../kit/mine/routes.ts';
import { memberWorkflowRoutes } from '../../kit/workflow/index.ts';
import { notFound } from '../../lib/errors.ts';
import { optionalBody } from '../../lib/requests.ts';
import { envelopeOf, pageOf } from '../../lib/schemas.ts';
import { sendStoredFile } from '../upload/send-file.ts';
import { listBatches } from './batches.ts';
import { voucherClaimWorkflow } from './claim-workflow.ts';
import { certifiedCompany } from './company.ts';
import { orderReportFile } from './files.ts';
import { readLicence } from './ocr.ts';
import { orderViews } from './order-views.ts';
import { acceptOrder, cancelOrder, submitOrder } from './orders.ts';
import { voucherRedemptionWorkflow } from './redemption-workflow.ts';
import { expireVouchers, voucherViews } from './vouchers.ts';

const tags = ['voucher'];
const idBody = optionalBody(strictRequest({ id: positiveIntField(M.orderNotFound) }));
const statusField = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : Number(v)),
  z.number().int().min(0).max(9).optional(),
);

/** The member's side of the voucher economy (issue #24): batches, claim, OCR, orders, redemption. */
const voucherMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    VoucherPaths.batches,
    {
      schema: {
        tags,
        summary: '创新券批次（进行中与往期；claimable 表示今天可申领）',
        response: { 200: envelopeOf(z.array(voucherBatchViewSchema)) },
      },
    },
    async (_request, reply) => reply.ok(await listBatches(app.db, app.clock.now())),
  );

  myGetRoute(app, VoucherPaths.claimPrefill, {
    tags,
    summary: '申领表单预填：企业认证的名称、统一社会信用代码与手机号（未通过企业认证 403）',
    data: voucherPrefillSchema,
    read: (userId) => certifiedCompany(app.db, userId),
  });

  app.post(
    VoucherPaths.licenceOcr,
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          '营业执照识别（本人上传的图片 id；tesseract）：信用代码（已校验）、名称、法定代表人、住所；不可用时 code 503',
        body: optionalBody(voucherOcrRequestSchema),
        response: { 200: envelopeOf(voucherOcrResultSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await readLicence(app.db, app.config, request.user!.id, request.body.fileId)),
  );

  memberWorkflowRoutes(app, voucherClaimWorkflow, {
    submit: VoucherPaths.claimSubmit,
    page: VoucherPaths.myClaimPage,
    detail: VoucherPaths.myClaimDetail,
    withdraw: VoucherPaths.myClaimWithdraw,
  });

  app.get(
    VoucherPaths.myVouchers,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '我的创新券（券号、面额、余额、有效期；过期的余额已退回批次）',
        response: { 200: envelopeOf(z.array(voucherViewSchema)) },
      },
    },
    async (request, reply) => {
      // Expiry runs on read too, so a member never sees an expired voucher as usable.
      await expireVouchers(app.db, app.clock.now());
      const rows = await voucherViews(app.db, { userId: request.user!.id });
      return reply.ok(rows.map((r) => r.view));
    },
  );

  mySubmitRoute(app, VoucherPaths.orderSubmit, {
    tags,
    summary: '创新券下单：抵扣额 ≤ 价格×批次比例 且 ≤ 余额，下单即冻结',
    body: optionalBody(voucherOrderSubmitSchema),
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    message: '下单成功，等待服务机构确认',
    run: (userId, body) => submitOrder(app.db, userId, body, app.clock.now()),
  });

  app.get(
    VoucherPaths.myOrderPage,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '我的创新券订单（分页，最新在前）',
        querystring: strictRequest({ ...pagingShape, status: statusField }),
        response: { 200: envelopeOf(pageOf(voucherOrderViewSchema)) },
      },
    },
    async (request, reply) => {
      const { status, ...paging } = request.query;
      return reply.ok(
        await orderViews(app.db, { userId: request.user!.id, status }, paging, 'member'),
      );
    },
  );

  app.get(
    VoucherPaths.myOrderDetail,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '创新券订单详情（仅本人）',
        querystring: strictRequest({ id: positiveIntField(M.orderNotFound) }),
        response: { 200: envelopeOf(voucherOrderViewSchema) },
      },
    },
    async (request, reply) => {
      const page = await orderViews(
        app.db,
        { id: request.query.id, userId: request.user!.id },
        { pageNum: 1, pageSize: 1 },
        'member',
      );
      const [row] = page.records;
      if (!row) throw notFound(M.orderNotFound);
      return reply.ok(row);
    },
  );

  app.get(
    VoucherPaths.myOrderReport,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '订单的服务报告（机构上传的私有文件，仅下单企业）',
        querystring: strictRequest({ id: positiveIntField(M.orderNotFound) }),
      },
    },
    async (request, reply) => {
      const file = await orderReportFile(app.db, request.query.id, { userId: request.user!.id });
      return sendStoredFile(reply, app.config.UPLOAD_DIR, file);
    },
  );

  myActionRoute(app, VoucherPaths.myOrderCancel, {
    tags,
    summary: '取消订单（仅本人、仅待机构确认）；抵扣额退回创新券',
    body: optionalBody(voucherOrderCancelSchema),
    message: M.cancelSuccess,
    run: (userId, { id, reason }) =>
      cancelOrder(app.db, id, { kind: 'member', userId }, reason, app.clock.now()),
  });

  myActionRoute(app, VoucherPaths.myOrderAccept, {
    tags,
    summary: '验收（仅本人、仅待验收）',
    body: idBody,
    message: M.acceptSuccess,
    run: (userId, { id }) => acceptOrder(app.db, id, userId, app.clock.now()),
  });

  memberWorkflowRoutes(app, voucherRedemptionWorkflow, {
    submit: VoucherPaths.redemptionSubmit,
    page: VoucherPaths.myRedemptionPage,
    detail: VoucherPaths.myRedemptionDetail,
    withdraw: VoucherPaths.myRedemptionWithdraw,
  });
};

export default voucherMemberRoutes;
