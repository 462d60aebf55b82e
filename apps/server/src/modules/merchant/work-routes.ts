import {
  ContactMessages as CM,
  contactReplySchema,
  merchantContactItemSchema,
  merchantInboxCountsSchema,
  merchantInboxStatusField,
  merchantOrderCancelSchema,
  merchantOrderDeliverSchema,
  merchantOrderIdSchema,
  merchantStatsSchema,
  MerchantWorkPaths as P,
  pagingShape,
  positiveIntField,
  strictRequest,
  VoucherMessages as VM,
  voucherOrderViewSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalBody } from '../../lib/requests.ts';
import { emptyEnvelope, envelopeOf, pageOf } from '../../lib/schemas.ts';
import { closeContactRequest, replyContactRequest } from '../contact/requests.ts';
import { sendStoredFile } from '../upload/send-file.ts';
import { orderReportFile } from '../voucher/files.ts';
import { orderViews } from '../voucher/order-views.ts';
import { cancelOrder, confirmOrder, deliverOrder, type OrderActor } from '../voucher/orders.ts';
import { inboxCounts, markRead, orgInbox } from './inbox.ts';
import { requireOrg } from './membership.ts';
import { orgActionRoute, orgMoveRoutes } from './org-moves.ts';
import { orgStats } from './stats.ts';

const tags = ['merchant'];

const contactId = optionalBody(strictRequest({ id: positiveIntField(CM.notFound) }));

/**
 * The workspace's work (issue #25): its 意向洽谈 inbox, its voucher orders and its statistics.
 * Owner and staff alike serve buyers, so every route takes `requireOrg` with both roles, and
 * every row is looked up under the member's own organisation: another's answers 404.
 */
const merchantWorkRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = [app.requireUser, requireOrg(app.db)];
  const orgActor = (orgId: number) => ({ kind: 'org', orgId }) as const satisfies OrderActor;

  app.get(
    P.inboxCounts,
    {
      onRequest: member,
      schema: {
        tags,
        summary: '工作台菜单角标：未读意向洽谈、待处理的创新券订单、待确认的仪器预约',
        response: {
          200: envelopeOf(merchantInboxCountsSchema),
        },
      },
    },
    async (request, reply) => reply.ok(await inboxCounts(app.db, request.merchantOrg!.id)),
  );

  app.get(
    P.inbox,
    {
      onRequest: member,
      schema: {
        tags,
        summary: '本机构收到的意向洽谈（成果和服务产品；最新在前）',
        querystring: strictRequest({ ...pagingShape, status: merchantInboxStatusField }),
        response: { 200: envelopeOf(pageOf(merchantContactItemSchema)) },
      },
    },
    async (request, reply) => {
      const { status, ...paging } = request.query;
      return reply.ok(await orgInbox(app.db, request.merchantOrg!.id, status, paging));
    },
  );

  app.post(
    P.inboxRead,
    {
      onRequest: member,
      schema: {
        tags,
        summary: '标记意向洽谈为已读',
        body: contactId,
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      await markRead(app.db, request.merchantOrg!.id, request.body.id, app.clock.now());
      return reply.ok(null);
    },
  );

  orgActionRoute(app, P.inboxReply, {
    tags,
    summary: '以机构名义回复意向洽谈（仅待回复）；发起方收到消息',
    body: optionalBody(strictRequest(contactReplySchema.shape)),
    action: 'merchant.contact.reply',
    message: CM.replied,
    run: async (org, { id, reply: text }) => {
      const now = app.clock.now();
      await replyContactRequest(app.db, { as: 'org', orgId: org.id }, id, text, now);
      await markRead(app.db, org.id, id, now);
      return { id };
    },
  });

  orgActionRoute(app, P.inboxClose, {
    tags,
    summary: '关闭意向洽谈（待回复或已回复）；发起方收到消息',
    body: contactId,
    action: 'merchant.contact.close',
    message: CM.closed,
    run: async (org, { id }) => {
      await closeContactRequest(app.db, { as: 'org', orgId: org.id }, id, app.clock.now());
      return { id };
    },
  });

  app.get(
    P.orders,
    {
      onRequest: member,
      schema: {
        tags,
        summary: '本机构的创新券订单（status、keyword 筛选；最新在前）',
        querystring: strictRequest({
          ...pagingShape,
          status: z.coerce.number().int().min(0).max(4).optional(),
          keyword: z.string().trim().max(50).optional(),
        }),
        response: { 200: envelopeOf(pageOf(voucherOrderViewSchema)) },
      },
    },
    async (request, reply) => {
      const { status, keyword, ...paging } = request.query;
      const orgId = request.merchantOrg!.id;
      const page = await orderViews(app.db, { orgId, status, keyword }, paging, 'member');
      // The report is read through the organisation's own route, not the company's.
      const records = page.records.map((r) =>
        r.report ? { ...r, report: { ...r.report, url: `${P.orderReport}?id=${r.id}` } } : r,
      );
      return reply.ok({ ...page, records });
    },
  );

  orgMoveRoutes(app, tags, [
    {
      path: P.orderConfirm,
      action: 'merchant.order.confirm',
      summary: '确认订单（待机构确认 → 服务中）',
      body: merchantOrderIdSchema,
      done: '订单已确认，服务开始',
      run: (orgId, b, now) => confirmOrder(app.db, b.id, orgActor(orgId), now),
    },
    {
      path: P.orderCancel,
      action: 'merchant.order.cancel',
      summary: '取消订单（待机构确认或服务中；须填原因）；创新券抵扣额退回',
      body: merchantOrderCancelSchema,
      done: '订单已取消，创新券抵扣额已退回',
      run: (orgId, b, now) => cancelOrder(app.db, b.id, orgActor(orgId), b.reason, now),
    },
    {
      path: P.orderDeliver,
      action: 'merchant.order.deliver',
      summary: '交付（服务中 → 待验收），附本机构成员上传的服务报告（私有文件）',
      body: merchantOrderDeliverSchema,
      done: '已交付，等待企业验收',
      run: (orgId, b, now) =>
        deliverOrder(app.db, b.id, orgActor(orgId), Number(b.reportFileId), now),
    },
  ]);

  app.get(
    P.orderReport,
    {
      onRequest: member,
      schema: {
        tags,
        summary: '订单的服务报告（私有文件，仅本机构成员；企业和运营人员各走自己的路由）',
        querystring: strictRequest({ id: positiveIntField(VM.orderNotFound) }),
      },
    },
    async (request, reply) => {
      const owner = { orgId: request.merchantOrg!.id };
      const file = await orderReportFile(app.db, request.query.id, owner);
      return sendStoredFile(reply, app.config.UPLOAD_DIR, file);
    },
  );

  app.get(
    P.stats,
    {
      onRequest: member,
      schema: {
        tags,
        summary: '数据统计：近12个月每月成果浏览、意向洽谈、订单数与金额（按行计算）',
        response: { 200: envelopeOf(merchantStatsSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await orgStats(app.db, request.merchantOrg!.id, app.clock.now())),
  );
};

export default merchantWorkRoutes;
