import { z } from 'zod';
import { decisionRowShape } from './row-shapes.ts';

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

export const adminPaymentRowSchema = z.object({
  id: z.number(),
  purpose: z.string(),
  refId: z.number(),
  username: z.string(),
  /** Settlement order number or the level purchase's name. */
  subject: z.string(),
  amount: z.number(),
  payerName: z.string(),
  payerAccount: z.string(),
  ...decisionRowShape,
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;

export const adminPaymentDetailSchema = adminPaymentRowSchema.extend({
  /** What the order (amount + service fee) or level purchase asks for; null if unknown (issue #23). */
  amountDue: z.number().nullable(),
  remark: z.string().nullable(),
  /** The private slip: fetched through AdminPaymentPaths.paymentSlip by review operators. */
  slip: z
    .object({ id: z.number(), name: z.string(), mime: z.string(), size: z.number() })
    .nullable(),
  /** Earlier and later attempts for the same record, newest first. */
  history: z.array(
    z.object({
      id: z.number(),
      status: z.number(),
      amount: z.number(),
      reason: z.string().nullable(),
      createdAt: z.string().nullable(),
    }),
  ),
});
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetailSchema>;
