/**
 * Policy section (spec §2 /Recommendation, /PolicyDetail, /Policydocument, /Policyadd,
 * /MyPolicyDetail, /UserInfo/MyPolicy; §3 Policy; §4 policy apply status). Paths are relative
 * to the API base and chosen in the style of §7: `/client/api/…` public, `/client/mine/…` member.
 * A policy's apply status (POLICY_APPLY_STATUSES) and deadlineDays are derived from its dates
 * and the server's day (Asia/Shanghai), never stored.
 */

import { z } from 'zod';
import { numericKeys } from '../enums/label.ts';
import { POLICY_LEVELS } from '../enums/news-type.ts';
import {
  POLICY_DOC_CATEGORIES,
  POLICY_DOC_STATUSES,
  POLICY_SORT_VALUES,
} from '../enums/policy-apply-status.ts';
import { strictRequest } from '../validation/common.ts';
import { blankAsAbsent, marketFilterShape, optionalIntEnum } from '../validation/filters.ts';
import { pagingShape } from '../validation/paging.ts';
import { PolicyMessages as M, type policyApplySchema } from '../validation/policy.ts';
import { uploadedFileSchema } from './account.ts';
import { optionalFieldRefShape } from './market-common.ts';
import { contactRowShape } from './row-shapes.ts';

export const PolicyPaths = {
  /** GET PolicyQuery → Page<PolicyListItem> (/Recommendation). */
  policyPage: '/client/api/policy/page',
  /** GET ?id= → PolicyDetail (counts a view; 404 for an unknown id). */
  policyDetail: '/client/api/policy/detail',
  /** GET → PolicyDept[]: the issuing departments the list can be filtered by. */
  policyDepts: '/client/api/policy/depts',
  /** GET PolicyDocQuery → Page<PolicyDocItem> (/Policydocument). */
  policyDocPage: '/client/api/policy/document/page',
  /** GET ?id= → PolicyDocDetail (full text; counts a view; 404 for an unknown id). */
  policyDocDetail: '/client/api/policy/document/detail',
  /** POST PolicyApplyRequest → CreatedId, msg 提交成功; only while 申报中; 409 if one is open. */
  policyApply: '/client/mine/policy/apply',
  /** GET ?pageNum&pageSize → Page<MyPolicyApply> (/UserInfo/MyPolicy), newest first. */
  myPolicyApplyPage: '/client/mine/policy/apply/page',
  /** GET ?id= → MyPolicyApply (own only; 404 otherwise). */
  myPolicyApplyDetail: '/client/mine/policy/apply/detail',
  /** POST {id} → msg 撤回成功; only while 0 待审核. */
  policyApplyWithdraw: '/client/mine/policy/apply/withdraw',
} as const;

/** 0 未开始, 1 申报中, 2 已结束, derived from the dates and today (POLICY_APPLY_STATUSES). */
const applyStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** Which policy: its name, issuing department and level. */
const policyHeadShape = {
  id: z.number(),
  policyName: z.string(),
  deptName: z.string(),
  /** POLICY_LEVELS */
  policyLevel: z.number(),
};

/** When a policy takes applications: published, open from startDate to endDate, and its state today. */
const applyWindowShape = {
  publishDate: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Whole days from today to endDate; 0 once it has passed. */
  deadlineDays: z.number(),
  applyStatus: applyStatusSchema,
};

/** A policy as the home page's block lists it. */
export const policyItemSchema = z.object({
  ...policyHeadShape,
  ...applyWindowShape,
});
export type PolicyItem = z.infer<typeof policyItemSchema>;

/** A policy in the overview list. */
export const policyListItemSchema = z.object({
  ...policyHeadShape,
  /** GB/T 2260 code of the issuing region ('' national) and its name. */
  regionCode: z.string(),
  regionName: z.string(),
  /** Technical field (second level) and its parent; null when the policy spans all fields. */
  ...optionalFieldRefShape,
  summary: z.string(),
  ...applyWindowShape,
  viewCount: z.number(),
  isCollect: z.boolean(),
});
export type PolicyListItem = z.infer<typeof policyListItemSchema>;

const exactName = blankAsAbsent(z.string().trim().max(50, '名称不能超过50个字符').optional());

export const policyQuerySchema = strictRequest({
  ...pagingShape,
  /** Matched against name and summary. At most 50 characters. */
  keyword: marketFilterShape.keyword,
  /** POLICY_LEVELS: 1 国家级, 2 省级, 3 市级. */
  policyLevel: optionalIntEnum(numericKeys(POLICY_LEVELS), M.levelInvalid),
  /** Exact issuing department (PolicyDept.deptName). */
  deptName: exactName,
  /** Technical field id, first level (covers its children) or second level. */
  fieldId: marketFilterShape.fieldId,
  /** POLICY_APPLY_STATUSES, computed from the dates against the server's day. */
  applyStatus: optionalIntEnum([0, 1, 2], M.applyStatusInvalid),
  /** POLICY_SORTS: latest (default) or deadline (open and upcoming first, soonest end first). */
  sort: blankAsAbsent(z.enum(POLICY_SORT_VALUES, { error: M.sortInvalid }).optional()),
});
export type PolicyQuery = z.input<typeof policyQuerySchema>;

export const policyDeptSchema = z.object({
  deptName: z.string(),
  /** POLICY_LEVELS */
  policyLevel: z.number(),
  policyCount: z.number(),
});
export type PolicyDept = z.infer<typeof policyDeptSchema>;

/** The member's own application for a policy, as the policy detail shows it. */
export const policyApplyRefSchema = z.object({
  id: z.number(),
  /** POLICY_APPLICATION_STATUSES */
  status: z.number(),
});
export type PolicyApplyRef = z.infer<typeof policyApplyRefSchema>;

const policyDocItemShape = {
  id: z.number(),
  title: z.string(),
  /** 文号, e.g. 鲁科字〔2026〕12号. */
  docNo: z.string(),
  /** 发文机关. */
  issuer: z.string(),
  /** 成文日期 yyyy-MM-dd. */
  writtenDate: z.string(),
  /** 发布日期 yyyy-MM-dd. */
  publishDate: z.string(),
  /** POLICY_DOC_STATUSES */
  docStatus: z.number(),
  /** POLICY_DOC_CATEGORIES */
  category: z.number(),
  summary: z.string(),
  viewCount: z.number(),
};

/** A policy document (政策文件). */
export const policyDocItemSchema = z.object(policyDocItemShape);
export type PolicyDocItem = z.infer<typeof policyDocItemSchema>;

export const policyDetailSchema = policyListItemSchema.extend({
  /** Sanitised HTML. */
  content: z.string(),
  /** Policy documents (政策文件) this policy rests on. */
  documents: z.array(policyDocItemSchema),
  related: z.array(policyListItemSchema),
  collectCount: z.number(),
  /** The member's open application (待审核 or 已受理), null for guests and otherwise. */
  myApplication: policyApplyRefSchema.nullable(),
});
export type PolicyDetail = z.infer<typeof policyDetailSchema>;

export const policyDocDetailSchema = z.object({
  ...policyDocItemShape,
  /** Sanitised HTML full text. */
  content: z.string(),
  /** The policy (申报通知) that rests on this document, if any. */
  policyId: z.number().nullable(),
  policyName: z.string().nullable(),
});
export type PolicyDocDetail = z.infer<typeof policyDocDetailSchema>;

export const policyDocQuerySchema = strictRequest({
  ...pagingShape,
  /** Matched against title and 文号. */
  keyword: marketFilterShape.keyword,
  category: optionalIntEnum(numericKeys(POLICY_DOC_CATEGORIES), M.categoryInvalid),
  docStatus: optionalIntEnum(numericKeys(POLICY_DOC_STATUSES), M.docStatusInvalid),
  /** Exact 发文机关. */
  issuer: exactName,
});
export type PolicyDocQuery = z.input<typeof policyDocQuerySchema>;

/** POST /client/mine/policy/apply. */
export type PolicyApplyRequest = z.output<typeof policyApplySchema>;

/** A member's application, as only its owner sees it. */
export const myPolicyApplySchema = z.object({
  id: z.number(),
  policyId: z.number(),
  policyName: z.string(),
  /** The policy's own apply status today (POLICY_APPLY_STATUSES). */
  policyApplyStatus: applyStatusSchema,
  policyEndDate: z.string(),
  ...contactRowShape,
  summary: z.string(),
  files: z.array(uploadedFileSchema),
  /** POLICY_APPLICATION_STATUSES */
  status: z.number(),
  /** Why it was returned (已退回). */
  reason: z.string().nullable(),
  /** yyyy-MM-dd HH:mm:ss */
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
});
export type MyPolicyApply = z.infer<typeof myPolicyApplySchema>;
