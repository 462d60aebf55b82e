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
