/**
 * Settlement of technology deals (/FinancialSettlement, /Mytradingdetail, /Transfereedetail;
 * issue 12): an order for a deal or for an auction the member won, paid through a payment
 * method (built in: bank transfer with an uploaded transfer slip an operator confirms).
 * Amounts in yuan with two decimals; statuses are ORDER_STATUSES 0 待支付 / 1 已支付 / 3 支付失败.
 */

import type { PageQuery } from './envelope.ts';
import type { OrderMove } from './market-trade.ts';

export const SettlementPaths = {
  /** GET SettlementOrderQuery → Page<SettlementOrder>, newest first; the member's own orders. */
  orderPage: '/client/mine/settlement/order/page',
  /** GET ?id= → SettlementOrderDetail; another member's order is 404. */
  orderDetail: '/client/mine/settlement/order/detail',
  /** POST {auctionId} → {id}: the order for an auction the member won (the same one again). */
  orderOpen: '/client/mine/settlement/order/open',
  /** POST SettlementPayRequest → {paymentId}, msg 已提交转账凭证，请等待确认. */
  orderPay: '/client/mine/settlement/order/pay',
} as const;

/** What an order settles. */
export type SettlementSource = 'deal' | 'auction';

export interface SettlementOrderQuery extends PageQuery {
  /** ORDER_STATUSES value among SETTLEMENT_STATUSES; absent = all. */
  status?: number;
}

export interface SettlementOrder {
  id: number;
  orderNo: string;
  sourceKind: SettlementSource;
  sourceId: number;
  title: string;
  /** 转让方 */
  transferor: string;
  /** 受让方 (the member's company or name). */
  transferee: string;
  /** Yuan, two decimals. */
  amount: number;
  serviceFee: number;
  /** amount + serviceFee: what the transfer must carry. */
  totalAmount: number;
  /** ORDER_STATUSES: 0 待支付, 1 已支付, 3 支付失败. */
  status: number;
  /** Why the last payment was rejected (status 3). */
  reason: string | null;
  /** Whether a transfer slip waits for the operator (status 0). */
  paymentPending: boolean;
  createdAt: string;
  paidAt: string | null;
}

export interface SettlementPayment {
  id: number;
  /** PAYMENT_METHODS key. */
  method: string;
  amount: number;
  /** 0 待确认, 1 已确认, 3 已驳回 (PAYMENT_STATUSES). */
  status: number;
  payerName: string;
  payerAccount: string;
  remark: string | null;
  /** The transfer slip: a private file, readable by its owner and operators only. */
  slipFileId: number | null;
  slipName: string | null;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** The account the member transfers to (shown on the pay screens). */
export interface SettlementPayee {
  accountName: string;
  bankName: string;
  accountNo: string;
}

export interface SettlementOrderDetail extends SettlementOrder {
  /** The status history, oldest first. */
  moves: OrderMove[];
  payments: SettlementPayment[];
  payee: SettlementPayee;
}

/** POST orderPay (form or JSON): bank transfer with the slip uploaded first (upload/file). */
export interface SettlementPayRequest {
  orderId: number;
  /** Must equal the order's totalAmount. */
  amount: number | string;
  payerName: string;
  payerAccount: string;
  slipFileId: number;
  remark?: string;
}
