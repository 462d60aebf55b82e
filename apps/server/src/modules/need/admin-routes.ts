import { AdminQueuePaths } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { workflowQueueRoutes } from '../../kit/workflow/index.ts';
import { undertakingWorkflow } from './undertaking-workflow.ts';

/** Need undertakings (issue #14): move them on, refuse with a reason. */
const needAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  workflowQueueRoutes(app, undertakingWorkflow, {
    list: AdminQueuePaths.undertakings,
    defaultStatus: 0,
    move: { message: '状态已更新' },
  });
};

export default needAdminRoutes;
