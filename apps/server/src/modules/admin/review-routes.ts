import {
  AdminPaths,
  AUTH_TYPES,
  adminDecisionRequestSchema,
  CERT_STATUSES,
  labelOf,
  PUBLISH_STATUSES,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound } from '../../lib/errors.ts';
import { emptyEnvelope, envelopeOf } from '../../lib/schemas.ts';
import { formatTime } from '../../lib/time.ts';
import { decideCertification } from '../account/certification.ts';
import { reviewNeed } from '../need/review.ts';
import { filesByIds } from '../upload/repository.ts';
import { sendStoredFile } from '../upload/send-file.ts';
import { listRoute } from './list-route.ts';
import { decideRoute, queueListQuery, queuePage } from './queue-kit.ts';
import { idParams } from './schemas.ts';

const certRow = z.object({
  id: z.number(),
  userId: z.number(),
  username: z.string(),
  authType: z.number(),
  realName: z.string(),
  status: z.number(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
const historyRow = z.object({
  id: z.number(),
  status: z.number(),
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
const certDetail = certRow.extend({
  certNo: z.string(),
  reason: z.string().nullable(),
  materials: z.array(
    z.object({ id: z.number(), name: z.string(), mime: z.string(), size: z.number() }),
  ),
  history: z.array(historyRow),
});
const needRow = z.object({
  id: z.number(),
  goodsName: z.string(),
  username: z.string().nullable(),
  status: z.number(),
  reviewReason: z.string().nullable(),
  createdAt: z.string().nullable(),
  // The whole item, so the reviewer sees what 通过 publishes (issue #23).
  goodsDesc: z.string().nullable(),
  needTypeName: z.string().nullable(),
  giveTypeName: z.string().nullable(),
  techFieldName: z.string().nullable(),
  deadlineTime: z.string().nullable(),
  budget: z.number().nullable(),
  companyName: z.string().nullable(),
});

/** Review queues (issue #14): certifications and published needs. Decisions: review role. */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const certificationOf = (id: number) =>
    app.db
      .selectFrom('certifications as c')
      .innerJoin('users as u', 'u.id', 'c.userId')
      .selectAll('c')
      .select('u.username')
      .where('c.id', '=', id)
      .executeTakeFirst();

  listRoute(app, {
    path: AdminPaths.certifications,
    roles: ['review', 'audit'],
    action: 'certification',
    summary: '实名认证审核队列（默认待审核）',
    query: queueListQuery,
    row: certRow,
    load: (q) => {
      const { status = 1, keyword } = q;
      let query = app.db
        .selectFrom('certifications as c')
        .innerJoin('users as u', 'u.id', 'c.userId')
        .where('c.status', '=', status);
      if (keyword) {
        query = query.where((eb) =>
          eb.or([
            eb('u.username', 'like', `%${keyword}%`),
            eb('c.realName', 'like', `%${keyword}%`),
          ]),
        );
      }
      return queuePage(query, q, {
        columns: [
          'c.id',
          'c.userId',
          'u.username',
          'c.authType',
          'c.realName',
          'c.status',
          'c.submittedAt',
          'c.decidedAt',
        ],
        time: 'c.submittedAt',
        asc: status === 1,
        id: 'c.id',
        map: (r) => ({
          ...r,
          submittedAt: formatTime(r.submittedAt),
          decidedAt: formatTime(r.decidedAt),
        }),
      });
    },
    sheet: {
      name: '实名认证',
      columns: [
        { header: '编号', width: 10, value: (r) => r.id },
        { header: '会员', width: 16, value: (r) => r.username },
        { header: '认证类型', width: 14, value: (r) => labelOf(AUTH_TYPES, r.authType) },
        { header: '名称', width: 30, value: (r) => r.realName },
        { header: '状态', width: 10, value: (r) => labelOf(CERT_STATUSES, r.status) },
        { header: '提交时间', width: 20, value: (r) => r.submittedAt },
        { header: '审核时间', width: 20, value: (r) => r.decidedAt },
      ],
    },
  });

  app.get(
    `${AdminPaths.certification}:id`,
    {
      config: { admin: { roles: ['review', 'audit'], action: 'certification.view' } },
      schema: {
        summary: '实名认证详情：资料、材料清单、历次提交',
        params: idParams,
        response: { 200: envelopeOf(certDetail) },
      },
    },
    async (request, reply) => {
      const cert = await certificationOf(request.params.id);
      if (!cert) throw notFound('认证记录不存在');
      request.adminAudit.target = { certificationId: cert.id, memberId: cert.userId };
      const files = await filesByIds(app.db, JSON.parse(cert.materials) as number[]);
      const history = await app.db
        .selectFrom('certifications')
        .select(['id', 'status', 'reason', 'submittedAt'])
        .where('userId', '=', cert.userId)
        .orderBy('id', 'desc')
        .execute();
      return reply.ok({
        id: cert.id,
        userId: cert.userId,
        username: cert.username,
        authType: cert.authType,
        realName: cert.realName,
        certNo: cert.certNo,
        status: cert.status,
        reason: cert.reason,
        submittedAt: formatTime(cert.submittedAt),
        decidedAt: formatTime(cert.decidedAt),
        materials: files.map((f) => ({
          id: f.id,
          name: f.originalName,
          mime: f.mime,
          size: f.size,
        })),
        history: history.map((h) => ({ ...h, submittedAt: formatTime(h.submittedAt) })),
      });
    },
  );

  app.get(
    '/admin/certifications/:id/files/:fileId',
    {
      config: { admin: { roles: ['review'], action: 'certification.file' } },
      schema: {
        summary: '认证材料原件（私有文件，仅审核角色）',
        params: z.object({
          id: z.coerce.number().int().positive(),
          fileId: z.coerce.number().int().positive(),
        }),
      },
    },
    async (request, reply) => {
      const cert = await certificationOf(request.params.id);
      const ids: number[] = cert ? JSON.parse(cert.materials) : [];
      const [file] = ids.includes(request.params.fileId)
        ? await filesByIds(app.db, [request.params.fileId])
        : [];
      if (!cert || !file) throw notFound('文件不存在');
      request.adminAudit.target = { certificationId: cert.id, fileId: file.id };
      return sendStoredFile(reply, app.config.UPLOAD_DIR, file);
    },
  );

  app.post(
    AdminPaths.certificationDecide(':id'),
    {
      config: { admin: { roles: ['review'], action: 'certification.decide' } },
      schema: {
        summary: '通过或驳回实名认证（驳回须填原因）；会员收到消息',
        params: idParams,
        body: adminDecisionRequestSchema,
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      const cert = await certificationOf(request.params.id);
      if (!cert) throw notFound('认证记录不存在');
      request.adminAudit.target = { certificationId: cert.id, memberId: cert.userId };
      request.adminAudit.before = { status: cert.status };
      if (cert.status !== 1) throw conflict('该认证已处理');
      const operator = request.operator!;
      const { approve, reason } = request.body;
      await decideCertification(app, {
        userId: cert.userId,
        approve,
        ...(reason ? { reason } : {}),
        operatorId: operator.id,
        actor: `operator:${operator.username}`,
        audit: false,
      });
      request.adminAudit.after = { status: approve ? 2 : 3, reason: approve ? null : reason };
      return reply.ok(null, approve ? '已通过认证' : '已驳回认证');
    },
  );

  listRoute(app, {
    path: AdminPaths.needs,
    roles: ['review', 'audit'],
    action: 'need',
    summary: '技术需求审核队列（默认待审核）',
    query: queueListQuery,
    row: needRow,
    load: (q) => {
      const { status = 0, keyword } = q;
      let query = app.db
        .selectFrom('needs as n')
        .leftJoin('users as u', 'u.id', 'n.userId')
        .leftJoin('needTags as t1', 't1.id', 'n.needType')
        .leftJoin('needTags as t2', 't2.id', 'n.giveType')
        .leftJoin('techFields as f', 'f.id', 'n.techFieldId')
        .where('n.status', '=', status);
      if (keyword) query = query.where('n.goodsName', 'like', `%${keyword}%`);
      return queuePage(query, q, {
        columns: [
          'n.id',
          'n.goodsName',
          'u.username',
          'n.status',
          'n.reviewReason',
          'n.createdAt',
          'n.goodsDesc',
          't1.tagName as needTypeName',
          't2.tagName as giveTypeName',
          'f.name as techFieldName',
          'n.deadlineTime',
          'n.budget',
          'n.companyName',
        ],
        time: 'n.createdAt',
        asc: status === 0,
        id: 'n.id',
        map: (r) => ({
          ...r,
          createdAt: formatTime(r.createdAt),
          budget: r.budget === null ? null : Number(r.budget),
        }),
      });
    },
    sheet: {
      name: '技术需求',
      columns: [
        { header: '编号', width: 10, value: (r) => r.id },
        { header: '需求名称', width: 40, value: (r) => r.goodsName },
        { header: '会员', width: 16, value: (r) => r.username },
        { header: '状态', width: 12, value: (r) => labelOf(PUBLISH_STATUSES, r.status) },
        { header: '驳回原因', width: 30, value: (r) => r.reviewReason },
        { header: '提交时间', width: 20, value: (r) => r.createdAt },
      ],
    },
  });

  decideRoute(app, {
    path: AdminPaths.needDecide(':id'),
    action: 'need.decide',
    summary: '通过（发布）或驳回技术需求（驳回须填原因）；会员收到消息',
    target: 'needId',
    before: (id) =>
      app.db
        .selectFrom('needs')
        .select(['status', 'reviewReason'])
        .where('id', '=', id)
        .executeTakeFirst(),
    decide: (id, approve, reason, now) => reviewNeed(app.db, id, approve ? 1 : 2, now, reason),
    after: (approve, reason) => ({
      status: approve ? 1 : 2,
      reviewReason: approve ? null : reason,
    }),
    messages: { approved: '需求已发布', refused: '需求已驳回' },
  });
};

export default reviewRoutes;
