import {
  type BankTransferValues,
  formatMoney,
  LEVEL_PURCHASE_STATUSES,
  labelOf,
  PointsMessages as PM,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { unlessTaken } from '../../lib/db-errors.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { notify } from '../message/notify.ts';
import { BANK_TRANSFER } from '../payment/bank-transfer.ts';
import type { PaymentHooks, Payments } from '../payment/index.ts';
import { activateLevelPurchase, LEVEL_PAYMENT, levelName } from './levels.ts';

/**
 * A level purchase paid by bank transfer through the payment adapter: the member sends the slip
 * for the amount due while the purchase is 待支付 (or 支付失败: a new slip reopens it), the
 * operator confirms (`payment-confirm`) and the level starts, or rejects with a reason.
 */
export async function payLevelPurchase(
  db: Db,
  payments: Payments,
  userId: number,
  input: BankTransferValues & { id: number },
  now: number,
): Promise<number> {
  const purchase = await db
    .selectFrom('levelPurchases')
    .select(['id', 'status', 'amount', 'level', 'years'])
    .where('id', '=', input.id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!purchase) throw notFound(PM.purchaseNotFound);
  if (purchase.status !== 0 && purchase.status !== 3) {
    throw invalid(PM.payRefused(labelOf(LEVEL_PURCHASE_STATUSES, purchase.status)));
  }
  const due = Number(purchase.amount);
  if (Math.round(input.amount * 100) !== Math.round(due * 100)) {
    throw invalid(`转账金额须与应付金额${formatMoney(due)}元一致`);
  }
  return unlessTaken(PM.paymentPending, async () => {
    return await db.transaction().execute(async (trx) => {
      // Reopens a 支付失败 purchase, or holds a 待支付 one: either way the row is locked and
      // still open, so a cancel running beside this waits and then sees the slip.
      const held = await trx
        .updateTable('levelPurchases')
        .set({ status: 0, reason: null, updatedAt: now })
        .where('id', '=', purchase.id)
        .where('status', '=', purchase.status)
        .executeTakeFirst();
      if (Number(held.numUpdatedRows) !== 1) {
        throw purchase.status === 3 ? conflict(PM.paymentPending) : invalid(PM.statusInvalid);
      }
      return payments.method(BANK_TRANSFER).startPayment(
        trx,
        {
          purpose: LEVEL_PAYMENT,
          refId: purchase.id,
          userId,
          amount: due,
          payerName: input.payerName,
          payerAccount: input.payerAccount,
          remark: input.remark ?? null,
          slipFileId: input.slipFileId,
        },
        now,
      );
    });
  });
}

/** What a decided transfer does to the purchase, in the payment's transaction. */
export const levelPaymentHooks: PaymentHooks = {
  async onPaid(trx, payment, now) {
    if (!(await activateLevelPurchase(trx, payment.refId, now))) throw invalid(PM.statusInvalid);
    const purchase = await trx
      .selectFrom('levelPurchases')
      .select(['level', 'years', 'validUntil'])
      .where('id', '=', payment.refId)
      .executeTakeFirstOrThrow();
    await notify(trx, payment.userId, {
      kind: 12,
      title: PM.paidTitle,
      body: `您购买的${levelName(purchase.level)}（${purchase.years}年）转账 ${formatMoney(Number(payment.amount))} 元已确认到账，会员权益已生效。`,
      target: { type: 'levelPurchase', id: payment.refId },
      now,
    });
  },
  async onFailed(trx, payment, reason, now) {
    const done = await trx
      .updateTable('levelPurchases')
      .set({ status: 3, reason, updatedAt: now })
      .where('id', '=', payment.refId)
      .where('status', '=', 0)
      .returning(['level', 'years'])
      .executeTakeFirst();
    if (!done) throw invalid(PM.statusInvalid);
    await notify(trx, payment.userId, {
      kind: 12,
      title: PM.failedTitle,
      body: `您购买${levelName(done.level)}（${done.years}年）的转账凭证未通过确认：${reason}。请核对后重新提交。`,
      target: { type: 'levelPurchase', id: payment.refId },
      now,
    });
  },
};
