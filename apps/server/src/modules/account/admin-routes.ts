import { AdminPaths, adminCertificationDetailSchema } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewRoute } from '../../kit/console/view-route.ts';
import { workflowQueueRoutes } from '../../kit/workflow/index.ts';
import { notFound } from '../../lib/errors.ts';
import { formatTime } from '../../lib/time.ts';
import { filesByIds } from '../upload/repository.ts';
import { sendStoredFile } from '../upload/send-file.ts';
import { certificationWorkflow } from './certification-workflow.ts';

/** The certification queue (issue #14), with each one's private materials. Decisions: review role. */
const accountAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const certificationOf = (id: number) =>
    app.db
      .selectFrom('certifications as c')
      .innerJoin('users as u', 'u.id', 'c.userId')
      .selectAll('c')
      .select('u.username')
      .where('c.id', '=', id)
      .executeTakeFirst();

  workflowQueueRoutes(app, certificationWorkflow, {
    list: AdminPaths.certifications,
    defaultStatus: 1,
    detail: false,
  });

  viewRoute(app, {
    path: `${AdminPaths.certification}:id`,
    action: 'certification.view',
    summary: '实名认证详情：资料、材料清单、历次提交',
    response: adminCertificationDetailSchema,
    find: certificationOf,
    missing: '认证记录不存在',
    target: (cert) => ({ certificationId: cert.id, memberId: cert.userId }),
    answer: async (cert) => {
      const files = await filesByIds(app.db, JSON.parse(cert.materials) as number[]);
      const history = await app.db
        .selectFrom('certifications')
        .select(['id', 'status', 'reason', 'submittedAt'])
        .where('userId', '=', cert.userId)
        .orderBy('id', 'desc')
        .execute();
      return {
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
      };
    },
  });

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
};

export default accountAdminRoutes;
