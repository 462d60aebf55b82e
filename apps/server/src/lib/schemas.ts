import { uploadedFileSchema } from '@portal/shared';
import { z } from 'zod';

/**
 * Response schemas for the OpenAPI document. `data` is nullable because error envelopes
 * (sent by the error handler through the same route serializer) carry `data: null`.
 */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number(), msg: z.string(), data: data.nullable() });
}

export const emptyEnvelope = z.object({ code: z.number(), msg: z.string(), data: z.null() });

export function pageOf<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.number(),
    totalCapped: z.literal(true).optional(),
    pageNum: z.number(),
    pageSize: z.number(),
  });
}

export { uploadedFileSchema };

export const loginResultSchema = z.object({
  token: z.string(),
  username: z.string(),
  telephone: z.string(),
  needChangePassword: z.boolean(),
});

export const verifyStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

export const authInfoSchema = z.object({
  authType: z.number(),
  verifyStatus: verifyStatusSchema,
  reason: z.string().nullable(),
  materials: z.array(uploadedFileSchema),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});

export const userInfoSchema = z.object({
  id: z.number(),
  username: z.string(),
  telephone: z.string(),
  accountType: z.number(),
  authType: z.number(),
  verifyStatus: verifyStatusSchema,
  needChangePassword: z.boolean(),
  passwordReset: z.boolean(),
  createdAt: z.string(),
});
