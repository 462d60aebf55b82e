/**
 * Console queue of payments by bank-transfer slip (issue #14): settlement orders and level
 * purchases. Read: review + audit; the slip file and the decision: review only.
 */
export const AdminPaymentPaths = {
  payments: '/admin/payments',
  /** The filtered list as an Excel workbook. */
  paymentsExport: '/admin/payments/export',
  /** Append the payment id. */
  payment: '/admin/payments/',
  paymentSlip: (id: number | string) => `/admin/payments/${id}/slip`,
  paymentDecide: (id: number | string) => `/admin/payments/${id}/decide`,
} as const;

/** payments.purpose values the console shows, with their labels. */
export const PAYMENT_PURPOSES = { settlement: '交易结算', level: '会员等级' } as const;

export interface AdminPaymentRow {
  id: number;
  purpose: string;
  refId: number;
  username: string;
  /** Settlement order number or the level purchase's name. */
  subject: string;
  amount: number;
  payerName: string;
  payerAccount: string;
  status: number;
  reason: string | null;
  createdAt: string | null;
  decidedAt: string | null;
}

export interface AdminPaymentDetail extends AdminPaymentRow {
  /** What the order (amount + service fee) or level purchase asks for; null if unknown. */
  amountDue: number | null;
  remark: string | null;
  /** The private slip: fetched through AdminPaymentPaths.paymentSlip by review operators. */
  slip: { id: number; name: string; mime: string; size: number } | null;
  /** Earlier and later attempts for the same record, newest first. */
  history: {
    id: number;
    status: number;
    amount: number;
    reason: string | null;
    createdAt: string | null;
  }[];
}
