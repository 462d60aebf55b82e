import type { FastifyInstance } from 'fastify';
import { workflowCli } from '../kit/workflow/index.ts';
import {
  publishFinancing,
  refuseFinancing,
  unpublishedFinancing,
} from '../modules/finance/financing.ts';
import { productApplyWorkflow } from '../modules/finance/product-apply-workflow.ts';

const productApplies = workflowCli(productApplyWorkflow, {
  pending: 'finance-pending',
  verbs: { 'finance-accept': 'approve', 'finance-decline': 'refuse' },
});

export const FINANCE_USAGE = `${productApplies.usage}
  npm run operator -- financing-unpublished             列出未发布的融资需求
  npm run operator -- financing-publish --id <需求id>    发布融资需求（需求对接）
  npm run operator -- financing-refuse --id <需求id> --reason <驳回原因>  驳回融资需求（会员收到原因）`;

export const FINANCE_COMMANDS = [
  ...productApplies.commands,
  'financing-unpublished',
  'financing-publish',
  'financing-refuse',
] as const;

/**
 * Decisions on finance product applications (derived from their workflow definition, for the
 * providers until their workspace exists) and publishing financing needs; every action audited.
 */
export async function runFinanceCommand(
  app: FastifyInstance,
  command: string,
  values: { id?: string | undefined; reason?: string | undefined },
): Promise<string> {
  if (productApplies.commands.includes(command)) {
    return productApplies.run(app, command, values);
  }
  if (command === 'financing-unpublished') {
    const rows = await unpublishedFinancing(app.db);
    if (rows.length === 0) return '没有未发布的融资需求';
    return rows
      .map(
        (r) =>
          `${r.id}\t${r.createdAt}\t${r.companyName}\t${r.applyMoney}万元\t${r.projectDesc ?? ''}`,
      )
      .join('\n');
  }
  const id = Number(values.id);
  if (!Number.isInteger(id) || id < 1) throw new Error(FINANCE_USAGE);
  const reason = values.reason ?? null;
  let answer: string;
  if (command === 'financing-publish') {
    await publishFinancing(app.db, id, app.clock.now());
    answer = `已发布融资需求 ${id}`;
  } else {
    await refuseFinancing(app.db, id, reason ?? '', app.clock.now());
    answer = `已驳回融资需求 ${id}：${reason}`;
  }
  await app.audit(null, {
    action: `operator.${command}`,
    outcome: 'success',
    actor: `cli:${process.env.USER ?? 'operator'}`,
    detail: { id, ...(reason ? { reason } : {}) },
  });
  return answer;
}
