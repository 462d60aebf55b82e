/**
 * Settlement of technology deals (/FinancialSettlement, /Mytradingdetail, /Transfereedetail;
 * issue 12): an order for a deal or for an auction the member won, paid through a payment
 * method (built in: bank transfer with an uploaded transfer slip an operator confirms).
 * Amounts in yuan with two decimals; statuses are ORDER_STATUSES 0 待支付 / 1 已支付 / 3 支付失败.
 */

import { z } from 'zod';
import { keysOf } from '../enums/label.ts';
import { SETTLEMENT_SOURCES, SETTLEMENT_STATUS_VALUES } from '../enums/settlement.ts';
import { lenient, strictRequest } from '../validation/common.ts';
import { blankAsAbsent } from '../validation/filters.ts';
import { pagingShape } from '../validation/paging.ts';
import { SettlementMessages as M, type SettlementPayValues } from '../validation/settlement.ts';
import { orderMoveSchema } from './market-trade.ts';

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
export type SettlementSource = keyof typeof SETTLEMENT_SOURCES;

export const settlementOrderQuerySchema = strictRequest({
  ...pagingShape,
  /** ORDER_STATUSES value among SETTLEMENT_STATUSES; absent = all. */
  status: blankAsAbsent(
    lenient(
      (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
      z
        .number({ error: M.statusInvalid })
        .refine(
          (n) => (SETTLEMENT_STATUS_VALUES as readonly number[]).includes(n),
          M.statusInvalid,
        ),
    ).optional(),
  ),
});
export type SettlementOrderQuery = z.input<typeof settlementOrderQuerySchema>;

const settlementOrderShape = {
  id: z.number(),
  orderNo: z.string(),
  sourceKind: z.enum(keysOf(SETTLEMENT_SOURCES)),
  sourceId: z.number(),
  title: z.string(),
  /** 转让方 */
  transferor: z.string(),
  /** 受让方 (the member's company or name). */
  transferee: z.string(),
  /** Yuan, two decimals. */
  amount: z.number(),
  serviceFee: z.number(),
  /** amount + serviceFee: what the transfer must carry. */
  totalAmount: z.number(),
  /** ORDER_STATUSES: 0 待支付, 1 已支付, 3 支付失败. */
  status: z.number(),
  /** Why the last payment was rejected (status 3). */
  reason: z.string().nullable(),
  /** Whether a transfer slip waits for the operator (status 0). */
  paymentPending: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
};
export const settlementOrderSchema = z.object(settlementOrderShape);
export type SettlementOrder = z.infer<typeof settlementOrderSchema>;

export const settlementPaymentSchema = z.object({
  id: z.number(),
  /** PAYMENT_METHODS key. */
  method: z.string(),
  amount: z.number(),
  /** 0 待确认, 1 已确认, 3 已驳回 (PAYMENT_STATUSES). */
  status: z.number(),
  payerName: z.string(),
  payerAccount: z.string(),
  remark: z.string().nullable(),
  /** The transfer slip: a private file, readable by its owner and operators only. */
  slipFileId: z.number().nullable(),
  slipName: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type SettlementPayment = z.infer<typeof settlementPaymentSchema>;

/** The account the member transfers to (shown on the pay screens). */
export const settlementPayeeSchema = z.object({
  accountName: z.string(),
  bankName: z.string(),
  accountNo: z.string(),
});
export type SettlementPayee = z.infer<typeof settlementPayeeSchema>;

export const settlementOrderDetailSchema = z.object({
  ...settlementOrderShape,
  /** The status history, oldest first. */
  moves: z.array(orderMoveSchema),
  payments: z.array(settlementPaymentSchema),
  payee: settlementPayeeSchema,
});
export type SettlementOrderDetail = z.infer<typeof settlementOrderDetailSchema>;

/**
 * POST orderPay (form or JSON): bank transfer with the slip uploaded first (upload/file); the
 * amount must equal the order's totalAmount.
 */
export type SettlementPayRequest = SettlementPayValues;
