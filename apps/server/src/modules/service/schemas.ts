import {
  blankAsAbsent,
  marketFilterShape,
  optionalFlag,
  optionalIdField,
  optionalIntEnum,
  ServiceMessages as S,
  SERVICE_TYPES,
  strictRequest,
} from '@portal/shared';
import { z } from 'zod';

/** Queries of the service products, categories and rules (answers: api/service.ts). */

const TYPE_VALUES = Object.keys(SERVICE_TYPES).map(Number) as [number, ...number[]];
const type = optionalIntEnum(TYPE_VALUES, S.typeInvalid);

export const SERVICE_SORT_VALUES = ['latest', 'priceAsc', 'priceDesc', 'views', 'sales'] as const;

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

export const serviceQuery = strictRequest({
  pageNum: marketFilterShape.pageNum,
  pageSize: marketFilterShape.pageSize,
  type,
  catId: optionalIdField(S.catInvalid),
  orgId: optionalIdField(S.orgInvalid),
  keyword: marketFilterShape.keyword,
  regionCode: marketFilterShape.regionCode,
  negotiable: optionalFlag,
  sort: blankAsAbsent(z.enum(SERVICE_SORT_VALUES, { error: S.sortInvalid }).optional()),
});

export const ruleQuery = strictRequest({
  pageNum: marketFilterShape.pageNum,
  pageSize: marketFilterShape.pageSize,
  keyword: marketFilterShape.keyword,
  publishDateFrom: marketFilterShape.publishDateFrom,
  publishDateTo: marketFilterShape.publishDateTo,
  sort: blankAsAbsent(z.enum(['latest', 'views'], { error: S.sortInvalid }).optional()),
});
