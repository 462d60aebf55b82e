import {
  blankAsAbsent,
  PolicyMessages as M,
  marketFilterShape,
  optionalIntEnum,
  POLICY_DOC_CATEGORIES,
  POLICY_DOC_STATUSES,
  POLICY_LEVELS,
  POLICY_SORT_VALUES,
  pagingShape,
  strictRequest,
} from '@portal/shared';
import { z } from 'zod';

/** Request schemas of the policy section (responses in @portal/shared api/policy.ts). */

const keys = (table: object) => Object.keys(table).map(Number) as [number, ...number[]];

const keyword = marketFilterShape.keyword;
const exactName = blankAsAbsent(z.string().trim().max(50, '名称不能超过50个字符').optional());

export const policyQuery = strictRequest({
  ...pagingShape,
  keyword,
  policyLevel: optionalIntEnum(keys(POLICY_LEVELS), M.levelInvalid),
  deptName: exactName,
  fieldId: marketFilterShape.fieldId,
  applyStatus: optionalIntEnum([0, 1, 2], M.applyStatusInvalid),
  sort: blankAsAbsent(z.enum(POLICY_SORT_VALUES, { error: M.sortInvalid }).optional()),
});

export const policyDocQuery = strictRequest({
  ...pagingShape,
  keyword,
  category: optionalIntEnum(keys(POLICY_DOC_CATEGORIES), M.categoryInvalid),
  docStatus: optionalIntEnum(keys(POLICY_DOC_STATUSES), M.docStatusInvalid),
  issuer: exactName,
});
