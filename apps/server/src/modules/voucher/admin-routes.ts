import fs from 'node:fs/promises';
import {
  VoucherMessages as M,
  AdminVoucherPaths as P,
  positiveIntField,
  strictRequest,
  VOUCHER_ORDER_STATUSES,
  voucherBatchSchema,
  voucherBatchViewSchema,
  voucherOrderViewSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listRoute } from '../../kit/console/list-route.ts';
import { queueListQuery, reasonField } from '../../kit/console/queue-kit.ts';
import { idParams } from '../../kit/console/schemas.ts';
import { idColumn, statusColumn, timeColumn } from '../../kit/console/sheet-columns.ts';
import { workflowQueueRoutes } from '../../kit/workflow/index.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { emptyEnvelope, envelopeOf, uploadedFileSchema } from '../../lib/schemas.ts';
import { formatDate } from '../../lib/time.ts';
import { detectFileType } from '../upload/file-type.ts';
import { filesByIds, toUploadedFile } from '../upload/repository.ts';
import { sendStoredFile } from '../upload/send-file.ts';
import { readUpload, storeUpload } from '../upload/store.ts';
import { batchById, batchView, createBatch, listBatches, updateBatch } from './batches.ts';
import { voucherClaimWorkflow } from './claim-workflow.ts';
import { isVoucherFile } from './files.ts';
import { orderViews } from './order-views.ts';
import { cancelOrder, confirmOrder, deliverOrder } from './orders.ts';
import { voucherRedemptionWorkflow } from './redemption-workflow.ts';
import { expireVouchers } from './vouchers.ts';

/*
 * Batches are published programme rules, like policies: the content role writes them. Claims,
 * redemptions and the orders' moves for the organisations are decisions on members' rows: the
 * review role, read by audit (and by content for the batches it publishes).
 */
const BATCH_READ = ['content', 'review', 'audit'] as const;
const DECIDE = ['review'] as const;
const READ = ['review', 'audit'] as const;

/** The innovation voucher console (issue #24): batches, two workflow queues, orders, files. */
const voucherAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, {
    path: P.batches,
    roles: BATCH_READ,
    action: 'voucher.batch',
    summary: '创新券批次（最新在前；先把已过期的创新券余额退回批次）',
    query: z.object({}),
    row: voucherBatchViewSchema,
    paged: false,
    load: async () => {
      await expireVouchers(app.db, app.clock.now());
      return listBatches(app.db, app.clock.now());
    },
    sheet: {
      name: '创新券批次',
      columns: [
        idColumn(),
        { header: '批次', width: 24, value: (r) => r.name },
        { header: '年度', width: 8, value: (r) => r.year },
        { header: '总额度（元）', width: 14, value: (r) => r.totalBudget },
        { header: '剩余额度（元）', width: 14, value: (r) => r.remaining },
        { header: '申领开始', width: 12, value: (r) => r.claimStart },
        { header: '申领截止', width: 12, value: (r) => r.claimEnd },
        { header: '有效期至', width: 12, value: (r) => r.validUntil },
      ],
    },
  });

  app.post(
    P.batches,
    {
      config: { admin: { roles: ['content'], action: 'voucher.batch.create' } },
      schema: {
        summary: '新建创新券批次',
        body: voucherBatchSchema,
        response: { 200: envelopeOf(z.object({ id: z.number() })) },
      },
    },
    async (request, reply) => {
      const id = await createBatch(app.db, request.body, app.clock.now());
      request.adminAudit.target = { batchId: id };
      request.adminAudit.after = request.body;
      return reply.ok({ id }, '已保存');
    },
  );

  app.post(
    P.batch(':id'),
    {
      config: { admin: { roles: ['content'], action: 'voucher.batch.update' } },
      schema: {
        summary: '修改创新券批次（总额度不能少于已发放金额）',
        params: idParams,
        body: voucherBatchSchema,
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      request.adminAudit.target = { batchId: id };
      const before = await updateBatch(app.db, id, request.body, app.clock.now());
      request.adminAudit.before = batchView(before, '');
      request.adminAudit.after = request.body;
      return reply.ok(null, '已保存');
    },
  );

  app.get(
    P.batch(':id'),
    {
      config: { admin: { roles: BATCH_READ, action: 'voucher.batch.detail' } },
      schema: {
        summary: '创新券批次详情',
        params: idParams,
        response: { 200: envelopeOf(voucherBatchViewSchema) },
      },
    },
    async (request, reply) => {
      const row = await batchById(app.db, request.params.id);
      return reply.ok(batchView(row, formatDate(app.clock.now())));
    },
  );

  workflowQueueRoutes(app, voucherClaimWorkflow, { list: P.claims });
  workflowQueueRoutes(app, voucherRedemptionWorkflow, { list: P.redemptions });

  listRoute(app, {
    path: P.orders,
    roles: READ,
    action: 'voucher.order',
    summary: '创新券订单（status、keyword 筛选）',
    query: queueListQuery,
    row: voucherOrderViewSchema,
    load: ({ status, keyword, pageNum, pageSize }) =>
      orderViews(app.db, { status, keyword }, { pageNum, pageSize }, 'console'),
    sheet: {
      name: '创新券订单',
      columns: [
        idColumn(),
        { header: '订单号', width: 20, value: (r) => r.orderNo },
        { header: '企业', width: 28, value: (r) => r.companyName },
        { header: '服务机构', width: 28, value: (r) => r.orgName },
        { header: '服务产品', width: 24, value: (r) => r.productName },
        { header: '价格（元）', width: 12, value: (r) => r.price },
        { header: '创新券抵扣（元）', width: 14, value: (r) => r.voucherAmount },
        { header: '自付（元）', width: 12, value: (r) => r.selfAmount },
        statusColumn(VOUCHER_ORDER_STATUSES),
        timeColumn('下单时间', 'createdAt'),
      ],
    },
  });

  app.get(
    `${P.orders}/:id`,
    {
      config: { admin: { roles: READ, action: 'voucher.order.detail' } },
      schema: {
        summary: '创新券订单详情',
        params: idParams,
        response: { 200: envelopeOf(voucherOrderViewSchema) },
      },
    },
    async (request, reply) => {
      const page = await orderViews(
        app.db,
        { id: request.params.id },
        { pageNum: 1, pageSize: 1 },
        'console',
      );
      const [row] = page.records;
      if (!row) throw notFound(M.orderNotFound);
      return reply.ok(row);
    },
  );

  const orderMove = (
    pathOf: (id: string) => string,
    action: string,
    summary: string,
    body: z.ZodType,
    run: (id: number, body: Record<string, unknown>, now: number) => Promise<number>,
    to: number,
  ) =>
    app.post(
      pathOf(':id'),
      {
        config: { admin: { roles: DECIDE, action } },
        schema: { summary, params: idParams, body, response: { 200: emptyEnvelope } },
      },
      async (request, reply) => {
        const { id } = request.params;
        request.adminAudit.target = { voucherOrderId: id };
        const values = (request.body ?? {}) as Record<string, unknown>;
        const from = await run(id, values, app.clock.now());
        request.adminAudit.before = { status: from };
        request.adminAudit.after = { status: to, ...values };
        return reply.ok(null, '状态已更新');
      },
    );
  const forOrg = { kind: 'console' } as const;
  orderMove(
    P.orderConfirm,
    'voucher.order.confirm',
    '代服务机构确认订单（待机构确认 → 服务中）',
    z.object({}).strict().optional(),
    (id, _b, now) => confirmOrder(app.db, id, forOrg, now),
    1,
  );
  orderMove(
    P.orderDeliver,
    'voucher.order.deliver',
    '代服务机构交付（服务中 → 待验收），附服务报告（/admin/voucher/files 上传的私有文件）',
    strictRequest({ reportFileId: positiveIntField(M.reportRequired) }),
    (id, b, now) => deliverOrder(app.db, id, forOrg, Number(b.reportFileId), now),
    2,
  );
  orderMove(
    P.orderCancel,
    'voucher.order.cancel',
    '代服务机构取消订单（待机构确认或服务中；须填原因）；抵扣额退回',
    z.object({ reason: reasonField }).strict(),
    (id, b, now) => cancelOrder(app.db, id, forOrg, b.reason as string | undefined, now),
    4,
  );

  app.post(
    P.files,
    {
      config: { admin: { roles: DECIDE, action: 'voucher.file.upload' } },
      schema: {
        summary: '上传服务报告（代服务机构；图片或 pdf；私有文件）',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(uploadedFileSchema) },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, app.config.UPLOAD_MAX_MB);
      const type = detectFileType(upload.buffer);
      if (!type) throw invalid('仅支持图片或pdf文件');
      await fs.mkdir(app.config.UPLOAD_DIR, { recursive: true });
      const file = await storeUpload(
        app.db,
        app.config.UPLOAD_DIR,
        { ...upload, type },
        { userId: null, createdAt: app.clock.now(), isPublic: 0 },
      );
      request.adminAudit.after = { fileId: file.id, name: file.originalName };
      return reply.ok(toUploadedFile(file), '上传成功');
    },
  );

  app.get(
    P.file(':id'),
    {
      config: { admin: { roles: READ, action: 'voucher.file' } },
      schema: { summary: '创新券申领、订单、兑换的私有材料原件', params: idParams },
    },
    async (request, reply) => {
      const { id } = request.params;
      const [file] = (await isVoucherFile(app.db, id)) ? await filesByIds(app.db, [id]) : [];
      if (!file) throw notFound('文件不存在');
      request.adminAudit.target = { fileId: id };
      return sendStoredFile(reply, app.config.UPLOAD_DIR, file);
    },
  );
};

export default voucherAdminRoutes;
