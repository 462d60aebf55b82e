import type { FastifyInstance } from 'fastify';
import { decideApplication, pendingApplications } from '../modules/policy/apply.ts';

export const POLICY_USAGE = `  npm run operator -- policy-pending                    列出待审核的政策申报
  npm run operator -- policy-accept --id <申报id>        受理政策申报
  npm run operator -- policy-return --id <申报id> --reason <退回原因>`;

export const POLICY_COMMANDS = ['policy-pending', 'policy-accept', 'policy-return'] as const;

export type PolicyCommand = (typeof POLICY_COMMANDS)[number];

/**
 * Operator decisions on policy applications until the console exists: a thin caller of
 * decideApplication (the console will call the same function); every decision is audited.
 */
export async function runPolicyCommand(
  app: FastifyInstance,
  command: PolicyCommand,
  values: { id?: string | undefined; reason?: string | undefined },
): Promise<string> {
  if (command === 'policy-pending') {
    const rows = await pendingApplications(app.db);
    if (rows.length === 0) return '没有待审核的政策申报';
    return rows
      .map(
        (r) =>
          `${r.id}\t${r.createdAt}\t${r.username}\t${r.companyName}\t${r.linkman} ${r.linkphone}\t${r.policyName}`,
      )
      .join('\n');
  }
  const id = Number(values.id);
  if (!Number.isInteger(id) || id < 1) throw new Error(POLICY_USAGE);
  const action = command === 'policy-accept' ? 'accept' : 'return';
  const reason = values.reason ?? null;
  await decideApplication(app.db, { id, action, reason }, app.clock.now());
  await app.audit(null, {
    action: `operator.${command}`,
    outcome: 'success',
    actor: `cli:${process.env.USER ?? 'operator'}`,
    detail: { id, ...(reason ? { reason } : {}) },
  });
  return action === 'accept' ? `已受理政策申报 ${id}` : `已退回政策申报 ${id}：${reason}`;
}
