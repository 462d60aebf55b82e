import { PolicyPaths } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberWorkflowRoutes } from '../../kit/workflow/index.ts';
import { policyApplicationWorkflow } from './apply-workflow.ts';

/**
 * Members' policy applications (/Policyadd, /MyPolicyDetail, /UserInfo/MyPolicy): submit (only
 * policies 申报中; attachments the member's own private files; 409 while one is open), mine,
 * detail (another member's → 404) and withdraw (only 待审核), derived by the workflow kit.
 */
const policyApplyRoutes: FastifyPluginAsyncZod = async (app) => {
  memberWorkflowRoutes(app, policyApplicationWorkflow, {
    submit: PolicyPaths.policyApply,
    page: PolicyPaths.myPolicyApplyPage,
    detail: PolicyPaths.myPolicyApplyDetail,
    withdraw: PolicyPaths.policyApplyWithdraw,
  });
};

export default policyApplyRoutes;
