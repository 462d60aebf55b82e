import { workflowCli } from '../kit/workflow/index.ts';
import { orgApplicationWorkflow } from '../modules/merchant/onboarding-workflow.ts';
import { outcomeRevisionWorkflow } from '../modules/merchant/outcome-workflow.ts';
import { productRevisionWorkflow } from '../modules/merchant/product-workflow.ts';
import { orgChangeWorkflow } from '../modules/merchant/profile-workflow.ts';

/** The 入驻 queue from the command line: the kit's verbs, the console's decisions, audited. */
export const merchantCli = workflowCli(orgApplicationWorkflow, {
  pending: 'org-pending',
  verbs: { 'org-approve': 'approve', 'org-refuse': 'refuse' },
});

/** Organisations' outcomes waiting for review (待审核, status 1): publish or refuse. */
export const outcomeCli = workflowCli(outcomeRevisionWorkflow, {
  pending: 'outcome-pending',
  verbs: { 'outcome-publish': 'approve', 'outcome-refuse': 'refuse' },
  pendingStatus: 1,
});

/** Organisations' service products waiting for review (待审核, status 1): approve or refuse. */
export const productCli = workflowCli(productRevisionWorkflow, {
  pending: 'product-pending',
  verbs: { 'product-approve': 'approve', 'product-refuse': 'refuse' },
  pendingStatus: 1,
});

/** Organisations' identity changes waiting for review (待审核, status 0): approve or refuse. */
export const orgChangeCli = workflowCli(orgChangeWorkflow, {
  pending: 'org-change-pending',
  verbs: { 'org-change-approve': 'approve', 'org-change-refuse': 'refuse' },
});
