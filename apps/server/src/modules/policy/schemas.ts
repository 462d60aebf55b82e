import {
  PolicyMessages as M,
  type MyPolicyApply,
  POLICY_DOC_CATEGORIES,
  POLICY_DOC_STATUSES,
  POLICY_LEVELS,
  POLICY_SORT_VALUES,
  type PolicyDept,
  type PolicyDetail,
  type PolicyDocDetail,
  type PolicyDocItem,
  type PolicyListItem,
  pagingShape,
  strictRequest,
} from '@portal/shared';
import { z } from 'zod';
import { marketFilterShape, optionalIntEnum } from '../../kit/list/filters.ts';
import { blankAsAbsent } from '../../lib/requests.ts';
import { uploadedFileSchema } from '../../lib/schemas.ts';

/** Request and response schemas of the policy section (types in @portal/shared api/policy.ts). */

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

const statusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const policyItemShape = {
  id: z.number(),
  policyName: z.string(),
  deptName: z.string(),
  policyLevel: z.number(),
  regionCode: z.string(),
  regionName: z.string(),
  techFieldId: z.number().nullable(),
  techArea: z.string().nullable(),
  parentTechArea: z.string().nullable(),
  summary: z.string(),
  publishDate: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  deadlineDays: z.number(),
  applyStatus: statusSchema,
  viewCount: z.number(),
  isCollect: z.boolean(),
};

export const policyListItemSchema = z.object(policyItemShape) satisfies z.ZodType<PolicyListItem>;

const docItemShape = {
  id: z.number(),
  title: z.string(),
  docNo: z.string(),
  issuer: z.string(),
  writtenDate: z.string(),
  publishDate: z.string(),
  docStatus: z.number(),
  category: z.number(),
  summary: z.string(),
  viewCount: z.number(),
};

export const policyDocItemSchema = z.object(docItemShape) satisfies z.ZodType<PolicyDocItem>;

export const policyDocDetailSchema = z.object({
  ...docItemShape,
  content: z.string(),
  policyId: z.number().nullable(),
  policyName: z.string().nullable(),
}) satisfies z.ZodType<PolicyDocDetail>;

export const policyDetailSchema = z.object({
  ...policyItemShape,
  content: z.string(),
  documents: z.array(policyDocItemSchema),
  related: z.array(policyListItemSchema),
  collectCount: z.number(),
  myApplication: z.object({ id: z.number(), status: z.number() }).nullable(),
}) satisfies z.ZodType<PolicyDetail>;

export const policyDeptSchema = z.object({
  deptName: z.string(),
  policyLevel: z.number(),
  policyCount: z.number(),
}) satisfies z.ZodType<PolicyDept>;

export const myPolicyApplySchema = z.object({
  id: z.number(),
  policyId: z.number(),
  policyName: z.string(),
  policyApplyStatus: statusSchema,
  policyEndDate: z.string(),
  companyName: z.string(),
  linkman: z.string(),
  linkphone: z.string(),
  summary: z.string(),
  files: z.array(uploadedFileSchema),
  status: z.number(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
}) satisfies z.ZodType<Omit<MyPolicyApply, 'files'> & { files: unknown[] }>;
