import type { Db } from '../../db/index.ts';
import { decisionOf, moveRow } from '../../kit/workflow/index.ts';
import { policyApplicationWorkflow as def } from './apply-workflow.ts';

/**
 * Members' applications for policies (/Policyadd, /MyPolicyDetail, /UserInfo/MyPolicy) and the
 * operator's decision, on the workflow kit (apply-workflow.ts). POLICY_APPLICATION_STATUSES:
 * submitted at 0 待审核; an operator accepts (1 已受理) or returns it with a reason (2 已退回);
 * the member may withdraw it while 0 (3 已撤回). One open (0/1) application per member and
 * policy: the partial unique index settles two concurrent submits; after 2 or 3 the member may
 * apply again.
 */
export { applyForPolicy, type PendingApplication, pendingApplications } from './apply-submit.ts';

/** The member withdraws their own application while it is 待审核. */
export async function withdrawApplication(db: Db, userId: number, id: number, now: number) {
  await moveRow(db, def, def.withdraw!, { id, ownerId: userId, now });
}

export type PolicyDecision = 'accept' | 'return';

/**
 * An operator's decision on a pending application: accept (1 已受理) or return it with a
 * reason (2 已退回); the console queue and the CLI both call this.
 */
export async function decideApplication(
  db: Db,
  decision: { id: number; action: PolicyDecision; reason?: string | null },
  now: number,
) {
  const t = decisionOf(def, decision.action === 'accept' ? 'approve' : 'refuse');
  await moveRow(db, def, t, { id: decision.id, reason: decision.reason, now });
}
