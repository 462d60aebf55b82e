import { AdminPaths, AdminQueuePaths } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { workflowQueueRoutes } from '../../kit/workflow/index.ts';
import { needReviewWorkflow } from './review.ts';
import { undertakingWorkflow } from './undertaking-workflow.ts';

/** Published needs' review and need undertakings (issue #14). Decisions: review role. */
const needAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  workflowQueueRoutes(app, needReviewWorkflow, {
    list: AdminPaths.needs,
    defaultStatus: 0,
    detail: false,
    // 下架 stays the command line's (need-review --to 3), as before.
    moves: [],
  });
  workflowQueueRoutes(app, undertakingWorkflow, {
    list: AdminQueuePaths.undertakings,
    defaultStatus: 0,
    move: { message: '状态已更新' },
  });
};

export default needAdminRoutes;
