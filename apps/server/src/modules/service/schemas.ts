import {
  optionalIdField,
  ServiceMessages as S,
  serviceQuerySchema,
  strictRequest,
} from '@portal/shared';
import { z } from 'zod';

/** Queries of the service categories (the product and rule lists': api/service.ts). */

const { type } = serviceQuerySchema.shape;

export const catParentQuery = strictRequest({ type });

export const catAllQuery = strictRequest({ type, parentId: optionalIdField(S.catInvalid) });

export const catSearchQuery = strictRequest({
  type,
  keyword: z
    .string({ error: S.catKeywordRequired })
    .trim()
    .min(1, S.catKeywordRequired)
    .max(20, S.catKeywordRequired),
});
