import { AdminQueuePaths } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { workflowQueueRoutes } from '../../kit/workflow/index.ts';
import { evaluationRequestWorkflow } from './evaluation-workflow.ts';

/** Technology evaluation requests (issue #14): accept, complete or return with a reason. */
const evaluationQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  workflowQueueRoutes(app, evaluationRequestWorkflow, {
    list: AdminQueuePaths.evaluationRequests,
    defaultStatus: 0,
    move: { message: '状态已更新' },
  });
};

export default evaluationQueueRoutes;
