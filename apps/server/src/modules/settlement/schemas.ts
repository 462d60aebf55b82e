import {
  SettlementMessages as M,
  pagingShape,
  SETTLEMENT_STATUS_VALUES,
  type SettlementOrder,
  type SettlementOrderDetail,
  settlementOpenSchema,
  settlementPaySchema,
  strictRequest,
} from '@portal/shared';
import { z } from 'zod';
import { blankAsAbsent, optionalBody } from '../../lib/requests.ts';

/** Request and response schemas of the settlement orders. */

export const orderQuery = strictRequest({
  ...pagingShape,
  status: blankAsAbsent(
    z
      .preprocess(
        (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
        z
          .number({ error: M.statusInvalid })
          .refine(
            (n) => (SETTLEMENT_STATUS_VALUES as readonly number[]).includes(n),
            M.statusInvalid,
          ),
      )
      .optional(),
  ),
});

export const payBody = optionalBody(strictRequest(settlementPaySchema.shape));
export const openBody = optionalBody(strictRequest(settlementOpenSchema.shape));

const orderShape = {
  id: z.number(),
  orderNo: z.string(),
  sourceKind: z.enum(['deal', 'auction']),
  sourceId: z.number(),
  title: z.string(),
  transferor: z.string(),
  transferee: z.string(),
  amount: z.number(),
  serviceFee: z.number(),
  totalAmount: z.number(),
  status: z.number(),
  reason: z.string().nullable(),
  paymentPending: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
};

export const orderSchema = z.object(orderShape) satisfies z.ZodType<SettlementOrder>;

export const orderDetailSchema = z.object({
  ...orderShape,
  moves: z.array(
    z.object({
      fromStatus: z.number().nullable(),
      toStatus: z.number(),
      reason: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number(),
      method: z.string(),
      amount: z.number(),
      status: z.number(),
      payerName: z.string(),
      payerAccount: z.string(),
      remark: z.string().nullable(),
      slipFileId: z.number().nullable(),
      slipName: z.string().nullable(),
      reason: z.string().nullable(),
      createdAt: z.string(),
      decidedAt: z.string().nullable(),
    }),
  ),
  payee: z.object({ accountName: z.string(), bankName: z.string(), accountNo: z.string() }),
}) satisfies z.ZodType<SettlementOrderDetail>;
