import {
  canMoveSettlement,
  formatMoney,
  labelOf,
  SettlementMessages as M,
  SETTLEMENT_STATUSES,
  type SettlementPayValues,
  settlementFee,
  settlementTotal,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { isUniqueViolation, unlessTaken } from '../../lib/db-errors.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { formatDate } from '../../lib/time.ts';
import { auctionStatus } from '../bidding/status.ts';
import { recordOrderMove } from '../market/order-moves.ts';
import { notify } from '../message/notify.ts';
import { BANK_TRANSFER } from '../payment/bank-transfer.ts';
import type { PaymentHooks, Payments } from '../payment/index.ts';

/**
 * Settlement orders (/FinancialSettlement): ORDER_STATUSES 0 待支付 → 1 已支付 when the
 * operator confirms the transfer, → 3 支付失败 when it is rejected; 3 → 0 when the member
 * sends a new slip. Every move is recorded (order_status_moves, kind 'settlement') and the
 * decisions are told to the member (message kind 10 交易结算).
 */

export const PURPOSE = 'settlement';

const money = (v: number | string) => Number(v);

/** The order number: source letter, the day, the source id — unique as the source is. */
export function orderNoOf(kind: 'deal' | 'auction', sourceId: number, now: number): string {
  const day = formatDate(now).replaceAll('-', '');
  return `${kind === 'deal' ? 'JD' : 'JA'}${day}${String(sourceId).padStart(6, '0')}`;
}

/** What the payment adapter does to an order when its transfer is confirmed or rejected. */
export const settlementHooks: PaymentHooks = {
  async onPaid(trx, payment, now) {
    const done = await trx
      .updateTable('settlementOrders')
      .set({ status: 1, reason: null, paidAt: now, updatedAt: now })
      .where('id', '=', payment.refId)
      .where('status', '=', 0)
      .returning(['id', 'userId', 'orderNo', 'title', 'amount', 'serviceFee'])
      .executeTakeFirst();
    if (!done) throw invalid(M.statusInvalid);
    await recordOrderMove(trx, { kind: 'settlement', recordId: done.id, from: 0, to: 1, now });
    const total = settlementTotal(money(done.amount), money(done.serviceFee));
    await notify(trx, done.userId, {
      kind: 11,
      title: '交易结算：订单已支付',
      body: `您的订单 ${done.orderNo}（${done.title}）的转账 ${formatMoney(total)} 元已确认到账，订单状态为已支付。`,
      target: { type: 'settlement', id: done.id },
      now,
    });
  },
  async onFailed(trx, payment, reason, now) {
    const done = await trx
      .updateTable('settlementOrders')
      .set({ status: 3, reason, updatedAt: now })
      .where('id', '=', payment.refId)
      .where('status', '=', 0)
      .returning(['id', 'userId', 'orderNo', 'title'])
      .executeTakeFirst();
    if (!done) throw invalid(M.statusInvalid);
    await recordOrderMove(trx, {
      kind: 'settlement',
      recordId: done.id,
      from: 0,
      to: 3,
      reason,
      now,
    });
    await notify(trx, done.userId, {
      kind: 11,
      title: '交易结算：转账未确认',
      body: `您的订单 ${done.orderNo}（${done.title}）的转账凭证未通过确认：${reason}。请核对后重新提交。`,
      target: { type: 'settlement', id: done.id },
      now,
    });
  },
};

/** Creates an order (status 0) and its first move; used by auction wins, seeds and tests. */
export async function createOrder(
  db: Db,
  order: {
    userId: number;
    sourceKind: 'deal' | 'auction';
    sourceId: number;
    title: string;
    transferor: string;
    transferee: string;
    amount: number;
  },
  now: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('settlementOrders')
      .values({
        ...order,
        orderNo: orderNoOf(order.sourceKind, order.sourceId, now),
        serviceFee: settlementFee(order.amount),
        status: 0,
        reason: null,
        createdAt: now,
        updatedAt: now,
        paidAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordOrderMove(trx, { kind: 'settlement', recordId: row.id, from: null, to: 0, now });
    return row.id;
  });
}

/**
 * The order for an auction the member won (highest bid of an ended or evaluated auction);
 * asking again — or twice at once — gives the same order.
 */
export async function openAuctionOrder(
  db: Db,
  userId: number,
  auctionId: number,
  now: number,
): Promise<number> {
  const existing = () =>
    db
      .selectFrom('settlementOrders')
      .select(['id', 'userId'])
      .where('sourceKind', '=', 'auction')
      .where('sourceId', '=', auctionId)
      .executeTakeFirst();
  const found = await existing();
  if (found) {
    if (found.userId !== userId) throw invalid(M.auctionNotWon);
    return found.id;
  }
  const auction = await db
    .selectFrom('auctions')
    .select(['id', 'title', 'orgName', 'state', 'startAt', 'endAt'])
    .where('id', '=', auctionId)
    .executeTakeFirst();
  if (!auction) throw notFound('竞价项目不存在');
  const status = auctionStatus(auction, now);
  const top = await db
    .selectFrom('bids')
    .select(['userId', 'amount'])
    .where('auctionId', '=', auctionId)
    .orderBy('amount', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  if ((status !== 3 && status !== 4) || !top || top.userId !== userId) {
    throw invalid(M.auctionNotWon);
  }
  const member = await db
    .selectFrom('users')
    .leftJoin('certifications', 'certifications.userId', 'users.id')
    .select(['users.username', 'certifications.realName'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  try {
    return await createOrder(
      db,
      {
        userId,
        sourceKind: 'auction',
        sourceId: auctionId,
        title: auction.title,
        transferor: auction.orgName,
        transferee: member.realName ?? member.username,
        amount: Number(top.amount),
      },
      now,
    );
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const again = await existing();
    if (!again || again.userId !== userId) throw err;
    return again.id;
  }
}

/**
 * The order for a deal, opened by the operator for the member who is its transferee (deals
 * are announced by name, so the platform links the member); one per deal.
 */
export async function openDealOrder(
  db: Db,
  userId: number,
  dealId: number,
  now: number,
): Promise<number> {
  const deal = await db
    .selectFrom('deals')
    .select(['id', 'title', 'amount', 'transferor', 'transferee'])
    .where('id', '=', dealId)
    .executeTakeFirst();
  if (!deal) throw notFound('成交公告不存在');
  return unlessTaken('该成交已有结算订单', async () => {
    return await createOrder(
      db,
      {
        userId,
        sourceKind: 'deal',
        sourceId: deal.id,
        title: deal.title,
        transferor: deal.transferor,
        transferee: deal.transferee,
        amount: Number(deal.amount),
      },
      now,
    );
  });
}

/**
 * The member pays their own order by bank transfer: the amount must be the order's total;
 * a failed order goes back to 待支付 with the new slip, in one transaction.
 */
export async function payOrder(
  db: Db,
  payments: Payments,
  userId: number,
  input: SettlementPayValues,
  now: number,
): Promise<number> {
  const order = await db
    .selectFrom('settlementOrders')
    .select(['id', 'status', 'amount', 'serviceFee'])
    .where('id', '=', input.orderId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!order) throw notFound(M.orderNotFound);
  // A slip is taken while 待支付, or reopens a failed order (3 → 0); 已支付 is final.
  if (order.status !== 0 && !canMoveSettlement(order.status, 0)) {
    throw invalid(M.payRefused(labelOf(SETTLEMENT_STATUSES, order.status)));
  }
  const total = settlementTotal(money(order.amount), money(order.serviceFee));
  if (Math.round(input.amount * 100) !== Math.round(total * 100)) {
    throw invalid(M.amountMismatch(formatMoney(total)));
  }
  const start = {
    purpose: PURPOSE,
    refId: order.id,
    userId,
    amount: total,
    payerName: input.payerName,
    payerAccount: input.payerAccount,
    remark: input.remark ?? null,
    slipFileId: input.slipFileId,
  };
  const method = payments.method(BANK_TRANSFER);
  return unlessTaken(M.payPending, async () => {
    return await db.transaction().execute(async (trx) => {
      if (order.status === 3) {
        const back = await trx
          .updateTable('settlementOrders')
          .set({ status: 0, updatedAt: now })
          .where('id', '=', order.id)
          .where('status', '=', 3)
          .executeTakeFirst();
        if (Number(back.numUpdatedRows) !== 1) throw conflict(M.payPending);
        await recordOrderMove(trx, { kind: 'settlement', recordId: order.id, from: 3, to: 0, now });
      }
      return method.startPayment(trx, start, now);
    });
  });
}
