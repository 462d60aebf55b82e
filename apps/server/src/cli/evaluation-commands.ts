import { EVALUATION_REQUEST_STATUSES, EVALUATION_TYPES, labelOf } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { moveEvaluationRequest, openEvaluationRequests } from '../modules/evaluation/requests.ts';

export const EVALUATION_USAGE = `  npm run operator -- evaluation-requests             列出待受理和评价中的技术评价申请
  npm run operator -- evaluation-status --id <申请id> --to <1 受理|2 完成|3 退回> [--reason <退回原因>]`;

export const EVALUATION_COMMANDS = ['evaluation-requests', 'evaluation-status'] as const;

/**
 * Operator steps on members' evaluation requests (until the operator console exists): thin
 * callers of the service functions the console will use; each move is audited.
 */
export async function runEvaluationCommand(
  app: FastifyInstance,
  command: (typeof EVALUATION_COMMANDS)[number],
  values: { id?: string | undefined; to?: string | undefined; reason?: string | undefined },
): Promise<string> {
  if (command === 'evaluation-requests') {
    const rows = await openEvaluationRequests(app.db);
    if (rows.length === 0) return '没有待处理的技术评价申请';
    return rows
      .map((r) =>
        [
          r.id,
          labelOf(EVALUATION_REQUEST_STATUSES, r.status),
          labelOf(EVALUATION_TYPES, r.evaluationType),
          r.outcomeName,
          r.companyName,
          r.createdAt,
        ].join('\t'),
      )
      .join('\n');
  }
  const id = Number(values.id);
  const to = Number(values.to);
  if (!Number.isInteger(id) || id < 1 || !Number.isInteger(to)) throw new Error(EVALUATION_USAGE);
  const from = await moveEvaluationRequest(app.db, id, to, values.reason, app.clock.now());
  await app.audit(null, {
    action: 'operator.evaluation-status',
    outcome: 'success',
    actor: `cli:${process.env.USER ?? 'operator'}`,
    detail: { id, from, to, ...(values.reason ? { reason: values.reason } : {}) },
  });
  return `已将技术评价申请 ${id} 的状态改为“${labelOf(EVALUATION_REQUEST_STATUSES, to)}”`;
}
