import { AdminMerchantPaths } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { workflowQueueRoutes } from '../../kit/workflow/index.ts';
import { clearPublicCaches } from '../../lib/cache-registry.ts';
import { notFound } from '../../lib/errors.ts';
import { filesByIds } from '../upload/repository.ts';
import { sendStoredFile } from '../upload/send-file.ts';
import { applicationFileIds } from './onboarding.ts';
import { orgApplicationWorkflow } from './onboarding-workflow.ts';
import { outcomeRevisionWorkflow } from './outcome-workflow.ts';
import { productRevisionWorkflow } from './product-workflow.ts';
import { orgChangeWorkflow } from './profile-workflow.ts';

/**
 * The 入驻 queue of the provider workspace (issue #25) on the workflow kit (list, export, detail,
 * decide), and the application's private files (licence, qualifications) for the review role.
 */
const onboardingQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  workflowQueueRoutes(app, orgApplicationWorkflow, {
    list: AdminMerchantPaths.orgApplications,
  });
  workflowQueueRoutes(app, outcomeRevisionWorkflow, { list: AdminMerchantPaths.outcomeRevisions });
  workflowQueueRoutes(app, productRevisionWorkflow, { list: AdminMerchantPaths.productRevisions });
  workflowQueueRoutes(app, orgChangeWorkflow, { list: AdminMerchantPaths.orgChanges });

  // An approval adds an organisation to the hall, an outcome to the market or a product to the
  // service hall: cached lists show it at once.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'POST' && reply.statusCode === 200) {
      if (request.routeOptions.url?.endsWith('/decide')) clearPublicCaches(app);
    }
  });

  app.get(
    AdminMerchantPaths.orgApplicationFile(':id', ':fileId'),
    {
      config: { admin: { roles: ['review'], action: 'org.application.file' } },
      schema: {
        summary: '机构入驻申请的资质文件（仅审核角色；须属于该申请）',
        params: z.object({
          id: z.coerce.number().int().positive(),
          fileId: z.coerce.number().int().positive(),
        }),
      },
    },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const row = await app.db
        .selectFrom('orgApplications')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      const [file] =
        row && applicationFileIds(row).includes(fileId) ? await filesByIds(app.db, [fileId]) : [];
      if (!file) throw notFound('文件不存在');
      request.adminAudit.target = { orgApplicationId: id, fileId };
      return sendStoredFile(reply, app.config.UPLOAD_DIR, file);
    },
  );

  // A cover or logo before approval publishes it, for whoever reads the queue.
  for (const [table, column, path, action] of [
    [
      'productRevisions',
      'coverFileId',
      AdminMerchantPaths.productRevisionCover,
      'org.product.cover',
    ],
    [
      'outcomeRevisions',
      'coverFileId',
      AdminMerchantPaths.outcomeRevisionCover,
      'org.outcome.cover',
    ],
    ['orgProfileChanges', 'logoFileId', AdminMerchantPaths.orgChangeLogo, 'org.change.logo'],
  ] as const) {
    app.get(
      path(':id'),
      {
        config: { admin: { roles: ['review', 'audit'], action } },
        schema: {
          summary: '机构待审核的成果、服务产品封面或新logo（审核、审计角色）',
          params: z.object({ id: z.coerce.number().int().positive() }),
        },
      },
      async (request, reply) => {
        const row = await app.db
          .selectFrom(table)
          .select(`${column} as fileId`)
          .where('id', '=', request.params.id)
          .executeTakeFirst();
        const [file] = row?.fileId ? await filesByIds(app.db, [row.fileId]) : [];
        if (!file) throw notFound('文件不存在');
        request.adminAudit.target = { revisionId: request.params.id, fileId: file.id };
        return sendStoredFile(reply, app.config.UPLOAD_DIR, file);
      },
    );
  }
};

export default onboardingQueueRoutes;
