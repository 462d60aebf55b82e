import type { Generated, Selectable } from 'kysely';

/**
 * Settlement of technology deals (issue 12, migration 20261125_01): orders for a deal or an
 * auction won, and the payments made for them through the payment adapter (modules/payment).
 * Money numeric(16, 2) in yuan (PostgreSQL returns it as a string); `*At` epoch ms.
 */

/** ORDER_STATUSES 0 待支付 / 1 已支付 / 3 支付失败 (SETTLEMENT_TRANSITIONS). One per source. */
export interface SettlementOrdersTable {
  id: Generated<number>;
  orderNo: string;
  userId: number;
  /** SETTLEMENT_SOURCES key: 'deal' | 'auction'. */
  sourceKind: string;
  sourceId: number;
  title: string;
  transferor: string;
  transferee: string;
  amount: number | string;
  serviceFee: number | string;
  status: number;
  reason: string | null;
  createdAt: number;
  updatedAt: number;
  paidAt: number | null;
}

/**
 * One payment attempt (PAYMENT_STATUSES 0 待确认 / 1 已确认 / 3 已驳回). `purpose` names the
 * module whose onPaid hook runs on confirmation ('settlement'; membership levels later) and
 * `refId` its record. At most one pending payment per purpose and record (unique index).
 */
export interface PaymentsTable {
  id: Generated<number>;
  purpose: string;
  refId: number;
  userId: number;
  method: string;
  amount: number | string;
  status: number;
  payerName: string;
  payerAccount: string;
  remark: string | null;
  slipFileId: number | null;
  reason: string | null;
  createdAt: number;
  updatedAt: number;
  decidedAt: number | null;
}

export interface SettlementTables {
  settlementOrders: SettlementOrdersTable;
  payments: PaymentsTable;
}

export type SettlementOrderRow = Selectable<SettlementOrdersTable>;
export type PaymentRow = Selectable<PaymentsTable>;
