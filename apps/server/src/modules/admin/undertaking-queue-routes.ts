import { AdminQueuePaths } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { workflowQueueRoutes } from '../../kit/workflow/index.ts';
import { undertakingWorkflow } from '../need/undertaking-workflow.ts';
import { participationWorkflow } from '../reward/participation-workflow.ts';

/** Need undertakings and bounty entries (issue #14): move them on, refuse with a reason. */
const undertakingQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  workflowQueueRoutes(app, undertakingWorkflow, {
    list: AdminQueuePaths.undertakings,
    defaultStatus: 0,
    move: { message: '状态已更新' },
  });
  workflowQueueRoutes(app, participationWorkflow, {
    list: AdminQueuePaths.participations,
    defaultStatus: 0,
    move: {
      fields: { score: z.coerce.number().int().min(0).max(100).optional() },
      message: '状态已更新',
    },
  });
};

export default undertakingQueueRoutes;
