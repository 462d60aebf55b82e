import {
  AdminPaymentPaths,
  adminDecisionRequestSchema,
  adminPaymentDetailSchema,
  adminPaymentRowSchema,
  labelOf,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  settlementTotal,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listRoute } from '../../kit/console/list-route.ts';
import { queuePage } from '../../kit/console/queue-kit.ts';
import { adminPagingQuery, idParams } from '../../kit/console/schemas.ts';
import { reasonColumn, statusColumn, timeColumn } from '../../kit/console/sheet-columns.ts';
import { viewRoute } from '../../kit/console/view-route.ts';
import { notFound } from '../../lib/errors.ts';
import { emptyEnvelope } from '../../lib/schemas.ts';
import { formatTime } from '../../lib/time.ts';
import { LEVEL_PAYMENT, levelName } from '../points/levels.ts';
import { PURPOSE as SETTLEMENT_PAYMENT } from '../settlement/orders.ts';
import { filesByIds } from '../upload/repository.ts';
import { sendStoredFile } from '../upload/send-file.ts';

const PURPOSE_KEYS = Object.keys(PAYMENT_PURPOSES) as [string, ...string[]];

const listQuery = z.object({
  ...adminPagingQuery,
  status: z.coerce
    .number()
    .int()
    .refine((v) => [0, 1, 3].includes(v), '付款状态不正确')
    .optional(),
  purpose: z.enum(PURPOSE_KEYS, { error: '付款类型不正确' }).optional(),
  keyword: z.string().trim().max(50).optional(),
});

/**
 * Payments by bank-transfer slip (issue #14): settlement orders and level purchases. The
 * decision goes through the payment adapter (`app.payments`), the same service the CLI calls;
 * its purpose hooks move the order or purchase and tell the member.
 */
const paymentQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = () =>
    app.db
      .selectFrom('payments as p')
      .innerJoin('users as u', 'u.id', 'p.userId')
      .leftJoin('settlementOrders as o', (j) =>
        j.onRef('o.id', '=', 'p.refId').on('p.purpose', '=', SETTLEMENT_PAYMENT),
      )
      .leftJoin('levelPurchases as l', (j) =>
        j.onRef('l.id', '=', 'p.refId').on('p.purpose', '=', LEVEL_PAYMENT),
      );
  const columns = [
    'p.id',
    'p.purpose',
    'p.refId',
    'u.username',
    'o.orderNo',
    'o.title',
    'l.level',
    'l.years',
    'p.amount',
    'p.payerName',
    'p.payerAccount',
    'p.status',
    'p.reason',
    'p.createdAt',
    'p.decidedAt',
  ] as const;
  type Raw = {
    id: number;
    purpose: string;
    refId: number;
    username: string;
    orderNo: string | null;
    title: string | null;
    level: number | null;
    years: number | null;
    amount: number | string;
    payerName: string;
    payerAccount: string;
    status: number;
    reason: string | null;
    createdAt: number;
    decidedAt: number | null;
  };
  const toRow = (r: Raw) => ({
    id: r.id,
    purpose: r.purpose,
    refId: r.refId,
    username: r.username,
    subject:
      r.purpose === SETTLEMENT_PAYMENT
        ? `${r.orderNo ?? ''} ${r.title ?? ''}`.trim()
        : r.purpose === LEVEL_PAYMENT && r.level !== null
          ? `${levelName(r.level)}（${r.years ?? 1}年）`
          : r.purpose,
    amount: Number(r.amount),
    payerName: r.payerName,
    payerAccount: r.payerAccount,
    status: r.status,
    reason: r.reason,
    createdAt: formatTime(r.createdAt),
    decidedAt: formatTime(r.decidedAt),
  });
  const filtered = (q: {
    status?: number | undefined;
    purpose?: string | undefined;
    keyword?: string | undefined;
  }) => {
    const { status = 0, purpose, keyword } = q;
    let query = base().where('p.status', '=', status);
    if (purpose) query = query.where('p.purpose', '=', purpose);
    if (keyword) {
      query = query.where((eb) =>
        eb.or([
          eb('u.username', 'like', `%${keyword}%`),
          eb('o.orderNo', 'like', `%${keyword}%`),
          eb('p.payerName', 'like', `%${keyword}%`),
        ]),
      );
    }
    return query;
  };
  const paymentOf = (id: number) =>
    base()
      .select([
        ...columns,
        'p.remark',
        'p.slipFileId',
        'p.userId',
        'o.amount as orderAmount',
        'o.serviceFee',
        'l.amount as levelAmount',
      ])
      .where('p.id', '=', id)
      .executeTakeFirst();

  listRoute(app, {
    path: AdminPaymentPaths.payments,
    roles: ['review', 'audit'],
    action: 'payment',
    summary: '转账凭证付款队列（默认待确认）：交易结算与会员等级',
    query: listQuery,
    row: adminPaymentRowSchema,
    load: (q) =>
      queuePage(filtered(q), q, {
        columns,
        time: 'p.createdAt',
        asc: (q.status ?? 0) === 0,
        id: 'p.id',
        map: toRow,
      }),
    sheet: {
      name: '转账付款',
      columns: [
        { header: '付款编号', width: 10, value: (r) => r.id },
        { header: '类型', width: 12, value: (r) => labelOf(PAYMENT_PURPOSES, r.purpose) },
        { header: '付款内容', width: 50, value: (r) => r.subject },
        { header: '会员', width: 16, value: (r) => r.username },
        { header: '金额（元）', width: 16, value: (r) => r.amount },
        { header: '付款人', width: 28, value: (r) => r.payerName },
        { header: '付款账号', width: 26, value: (r) => r.payerAccount },
        statusColumn(PAYMENT_STATUSES),
        reasonColumn('驳回原因', 30),
        timeColumn('提交时间', 'createdAt'),
        timeColumn('处理时间', 'decidedAt'),
      ],
    },
  });

  viewRoute(app, {
    path: `${AdminPaymentPaths.payment}:id`,
    action: 'payment.view',
    summary: '付款详情：付款人、凭证、同一订单的历次付款',
    response: adminPaymentDetailSchema,
    find: paymentOf,
    missing: '付款记录不存在',
    target: (payment) => ({ paymentId: payment.id, memberId: payment.userId }),
    answer: async (payment) => {
      const [file] = payment.slipFileId ? await filesByIds(app.db, [payment.slipFileId]) : [];
      const history = await app.db
        .selectFrom('payments')
        .select(['id', 'status', 'amount', 'reason', 'createdAt'])
        .where('purpose', '=', payment.purpose)
        .where('refId', '=', payment.refId)
        .orderBy('id', 'desc')
        .execute();
      const amountDue =
        payment.orderAmount !== null
          ? settlementTotal(Number(payment.orderAmount), Number(payment.serviceFee))
          : payment.levelAmount !== null
            ? Number(payment.levelAmount)
            : null;
      return {
        ...toRow(payment),
        amountDue,
        remark: payment.remark,
        slip: file
          ? { id: file.id, name: file.originalName, mime: file.mime, size: file.size }
          : null,
        history: history.map((h) => ({
          ...h,
          amount: Number(h.amount),
          createdAt: formatTime(h.createdAt),
        })),
      };
    },
  });

  app.get(
    '/admin/payments/:id/slip',
    {
      config: { admin: { roles: ['review'], action: 'payment.slip' } },
      schema: { summary: '转账凭证原件（私有文件，仅审核角色）', params: idParams },
    },
    async (request, reply) => {
      const payment = await paymentOf(request.params.id);
      const [file] = payment?.slipFileId ? await filesByIds(app.db, [payment.slipFileId]) : [];
      if (!payment || !file) throw notFound('文件不存在');
      request.adminAudit.target = { paymentId: payment.id, fileId: file.id };
      return sendStoredFile(reply, app.config.UPLOAD_DIR, file);
    },
  );

  app.post(
    AdminPaymentPaths.paymentDecide(':id'),
    {
      config: { admin: { roles: ['review'], action: 'payment.decide' } },
      schema: {
        summary: '确认到账或驳回转账凭证（驳回须填原因）；订单随之变化，会员收到消息',
        params: idParams,
        body: adminDecisionRequestSchema,
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      const payment = await paymentOf(request.params.id);
      if (!payment) throw notFound('付款记录不存在');
      request.adminAudit.target = {
        paymentId: payment.id,
        purpose: payment.purpose,
        refId: payment.refId,
        memberId: payment.userId,
      };
      request.adminAudit.before = { status: payment.status, reason: payment.reason };
      const { approve, reason } = request.body;
      const now = app.clock.now();
      const done = approve
        ? await app.payments.confirm(app.db, payment.id, now)
        : await app.payments.reject(app.db, payment.id, reason ?? '', now);
      request.adminAudit.after = { status: done.status, reason: done.reason };
      return reply.ok(null, approve ? '已确认到账' : '已驳回转账凭证');
    },
  );
};

export default paymentQueueRoutes;
