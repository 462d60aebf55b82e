import { formatMoney } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { findUserByUsername } from '../modules/account/user-repository.ts';
import { openDealOrder } from '../modules/settlement/orders.ts';
import { pendingPayments } from '../modules/settlement/repository.ts';

export const PAYMENT_USAGE = `  npm run operator -- settlement-open --id <成交id> --username <受让方会员账号>  为技术交易生成结算订单
  npm run operator -- payment-pending                   列出待确认的付款（银行转账凭证）
  npm run operator -- payment-confirm <付款id>            确认到账（订单变为已支付）
  npm run operator -- payment-reject <付款id> <驳回原因>   驳回转账凭证（订单变为支付失败）`;

export const PAYMENT_COMMANDS = [
  'settlement-open',
  'payment-pending',
  'payment-confirm',
  'payment-reject',
] as const;

export type PaymentCommand = (typeof PAYMENT_COMMANDS)[number];

/**
 * The operator's side of bank-transfer payments until the console exists: thin callers of the
 * payment adapter (whose hooks move the order and tell the member); every decision audited.
 * The id and reason come as positionals (`payment-reject 7 金额不符`) or as --id / --reason.
 */
export async function runPaymentCommand(
  app: FastifyInstance,
  command: PaymentCommand,
  values: { id?: string | undefined; reason?: string | undefined; username?: string | undefined },
): Promise<string> {
  if (command === 'settlement-open') {
    const dealId = Number(values.id);
    if (!Number.isInteger(dealId) || dealId < 1 || !values.username) throw new Error(PAYMENT_USAGE);
    const member = await findUserByUsername(app.db, values.username);
    if (!member) throw new Error('会员账号不存在');
    const orderId = await openDealOrder(app.db, member.id, dealId, app.clock.now());
    await app.audit(null, {
      action: 'operator.settlement-open',
      outcome: 'success',
      userId: member.id,
      actor: `cli:${process.env.USER ?? 'operator'}`,
      detail: { dealId, orderId },
    });
    return `已生成结算订单 ${orderId}`;
  }
  if (command === 'payment-pending') {
    const rows = await pendingPayments(app.db);
    if (rows.length === 0) return '没有待确认的付款';
    return rows
      .map(
        (r) =>
          `${r.id}\t${r.createdAt}\t${r.username}\t${r.orderNo ?? r.purpose}\t${formatMoney(r.amount)}元\t${r.payerName} ${r.payerAccount}\t凭证文件 ${r.slipFileId ?? '-'}`,
      )
      .join('\n');
  }
  const id = Number(values.id);
  if (!Number.isInteger(id) || id < 1) throw new Error(PAYMENT_USAGE);
  const reason = values.reason?.trim() || '';
  const now = app.clock.now();
  const payment =
    command === 'payment-confirm'
      ? await app.payments.confirm(app.db, id, now)
      : await app.payments.reject(app.db, id, reason, now);
  await app.audit(null, {
    action: `operator.${command}`,
    outcome: 'success',
    actor: `cli:${process.env.USER ?? 'operator'}`,
    detail: { id, purpose: payment.purpose, refId: payment.refId, ...(reason ? { reason } : {}) },
  });
  return command === 'payment-confirm'
    ? `已确认付款 ${id}（${formatMoney(payment.amount)}元）`
    : `已驳回付款 ${id}：${reason}`;
}
