import type { FastifyInstance } from 'fastify';
import {
  publishFinancing,
  refuseFinancing,
  unpublishedFinancing,
} from '../modules/finance/financing.ts';
import { decideProductApply, pendingProductApplies } from '../modules/finance/product-apply.ts';

export const FINANCE_USAGE = `  npm run operator -- finance-pending                   列出待受理的金融产品申请
  npm run operator -- finance-accept --id <申请id>       受理金融产品申请
  npm run operator -- finance-decline --id <申请id> --reason <拒绝原因>
  npm run operator -- financing-unpublished             列出未发布的融资需求
  npm run operator -- financing-publish --id <需求id>    发布融资需求（需求对接）
  npm run operator -- financing-refuse --id <需求id> --reason <驳回原因>  驳回融资需求（会员收到原因）`;

export const FINANCE_COMMANDS = [
  'finance-pending',
  'finance-accept',
  'finance-decline',
  'financing-unpublished',
  'financing-publish',
  'financing-refuse',
] as const;

export type FinanceCommand = (typeof FINANCE_COMMANDS)[number];

/**
 * Decisions on finance product applications (for the providers, until their workspace exists)
 * and publishing financing needs: thin callers of the finance services; every action audited.
 */
export async function runFinanceCommand(
  app: FastifyInstance,
  command: FinanceCommand,
  values: { id?: string | undefined; reason?: string | undefined },
): Promise<string> {
  if (command === 'finance-pending') {
    const rows = await pendingProductApplies(app.db);
    if (rows.length === 0) return '没有待受理的金融产品申请';
    return rows
      .map(
        (r) =>
          `${r.id}\t${r.createdAt}\t${r.username}\t${r.companyName}\t${r.applyMoney}万元\t${r.linkName} ${r.linkPhone}\t${r.productName}（${r.orgName}）`,
      )
      .join('\n');
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
  } else if (command === 'financing-refuse') {
    await refuseFinancing(app.db, id, reason ?? '', app.clock.now());
    answer = `已驳回融资需求 ${id}：${reason}`;
  } else {
    const action = command === 'finance-accept' ? 'accept' : 'decline';
    await decideProductApply(app.db, { id, action, reason }, app.clock.now());
    answer =
      action === 'accept' ? `已受理金融产品申请 ${id}` : `已拒绝金融产品申请 ${id}：${reason}`;
  }
  await app.audit(null, {
    action: `operator.${command}`,
    outcome: 'success',
    actor: `cli:${process.env.USER ?? 'operator'}`,
    detail: { id, ...(reason ? { reason } : {}) },
  });
  return answer;
}
