import {
  AdminPaths,
  AUTH_TYPES,
  adminDecisionRequestSchema,
  CERT_STATUSES,
  labelOf,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { workflowQueueRoutes } from '../../kit/workflow/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { emptyEnvelope, envelopeOf } from '../../lib/schemas.ts';
import { formatTime } from '../../lib/time.ts';
import { decideCertification } from '../account/certification.ts';
import { needReviewWorkflow } from '../need/review.ts';
import { filesByIds } from '../upload/repository.ts';
import { sendStoredFile } from '../upload/send-file.ts';
import { listRoute } from './list-route.ts';
import { queueListQuery, queuePage } from './queue-kit.ts';
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

  workflowQueueRoutes(app, needReviewWorkflow, {
    list: AdminPaths.needs,
    defaultStatus: 0,
    detail: false,
  });
};

export default reviewRoutes;
