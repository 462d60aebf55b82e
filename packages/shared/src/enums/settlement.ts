import type { OrderStatus } from './order-status.ts';

/**
 * The ORDER_STATUSES a settlement order takes (spec §4: 0 待支付, 1 已支付, 3 支付失败) and the
 * moves between them: a confirmed transfer pays the order, a rejected one fails it, and a failed
 * order goes back to 待支付 when the member sends a new slip. 已支付 is final.
 */
export const SETTLEMENT_STATUSES = { 0: '待支付', 1: '已支付', 3: '支付失败' } as const;

export type SettlementStatus = keyof typeof SETTLEMENT_STATUSES & OrderStatus;

export const SETTLEMENT_STATUS_VALUES = [0, 1, 3] as const;

export const SETTLEMENT_TRANSITIONS: Readonly<
  Record<SettlementStatus, readonly SettlementStatus[]>
> = { 0: [1, 3], 1: [], 3: [0] };

export function canMoveSettlement(from: number, to: number): boolean {
  return (SETTLEMENT_TRANSITIONS[from as SettlementStatus] ?? []).includes(to as SettlementStatus);
}

/** Statuses of one payment attempt. */
export const PAYMENT_STATUSES = { 0: '待确认', 1: '已确认', 3: '已驳回' } as const;

/** Payment methods of the payment adapter; bank transfer is the built-in one. */
export const PAYMENT_METHODS = { bank_transfer: '银行转账' } as const;

/** What an order settles. */
export const SETTLEMENT_SOURCES = { deal: '技术交易', auction: '竞价成交' } as const;

/** The platform's service fee: 1 % of the deal amount, rounded to the fen. */
export const SETTLEMENT_FEE_RATE = 0.01;

export function settlementFee(amount: number): number {
  return Math.round(Math.round(amount * 100) * SETTLEMENT_FEE_RATE) / 100;
}

/** amount + fee in fen arithmetic, so 0.1 + 0.2 does not leak into the total. */
export function settlementTotal(amount: number, fee: number): number {
  return (Math.round(amount * 100) + Math.round(fee * 100)) / 100;
}

/** The platform's settlement account that bank transfers go to. */
export const SETTLEMENT_PAYEE = {
  accountName: '省科技成果转化服务中心有限公司',
  bankName: '中国工商银行济南高新支行',
  accountNo: '1602 0012 0920 0123 456',
} as const;
