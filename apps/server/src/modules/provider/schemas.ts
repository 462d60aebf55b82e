import {
  blankAsAbsent,
  ProviderMessages as M,
  marketFilterShape,
  optionalIdField,
  optionalIntEnum,
  PROVIDER_AUTH_TYPES,
  PROVIDER_SORT_VALUES,
  pagingShape,
  strictRequest,
  TALENT_TYPES,
} from '@portal/shared';
import { z } from 'zod';

/** Request schemas of the service hall's providers and talents (answers: api/provider.ts). */

const keys = (table: object) => Object.keys(table).map(Number) as [number, ...number[]];

const sort = blankAsAbsent(z.enum(PROVIDER_SORT_VALUES, { error: M.sortInvalid }).optional());

const shared = {
  ...pagingShape,
  keyword: marketFilterShape.keyword,
  fieldId: marketFilterShape.fieldId,
  regionCode: marketFilterShape.regionCode,
  sort,
};

export const providerQuery = strictRequest({
  ...shared,
  authType: optionalIntEnum(keys(PROVIDER_AUTH_TYPES), M.authTypeInvalid),
});

export const talentQuery = strictRequest({
  ...shared,
  talentType: optionalIntEnum(keys(TALENT_TYPES), M.talentTypeInvalid),
  orgId: optionalIdField(M.orgIdInvalid),
});
