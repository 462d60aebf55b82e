import { workflowCli } from '../kit/workflow/index.ts';
import { orgApplicationWorkflow } from '../modules/merchant/onboarding-workflow.ts';

/** The 入驻 queue from the command line: the kit's verbs, the console's decisions, audited. */
export const merchantCli = workflowCli(orgApplicationWorkflow, {
  pending: 'org-pending',
  verbs: { 'org-approve': 'approve', 'org-refuse': 'refuse' },
});
