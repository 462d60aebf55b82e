import { AdminQueuePaths } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { workflowQueueRoutes } from '../../kit/workflow/index.ts';
import { participationWorkflow } from './participation-workflow.ts';

/** Bounty entries (issue #14): move them on with an optional score, refuse with a reason. */
const rewardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  workflowQueueRoutes(app, participationWorkflow, {
    list: AdminQueuePaths.participations,
    defaultStatus: 0,
    move: {
      fields: { score: z.coerce.number().int().min(0).max(100).optional() },
      message: '状态已更新',
    },
  });
};

export default rewardAdminRoutes;
