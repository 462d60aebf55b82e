/**
 * Policy section (spec §2 /Recommendation, /PolicyDetail, /Policydocument, /Policyadd,
 * /MyPolicyDetail, /UserInfo/MyPolicy; §3 Policy; §4 policy apply status). Paths are relative
 * to the API base and chosen in the style of §7: `/client/api/…` public, `/client/mine/…` member.
 * A policy's apply status (POLICY_APPLY_STATUSES) and deadlineDays are derived from its dates
 * and the server's day (Asia/Shanghai), never stored.
 */

import type { UploadedFile } from './account.ts';
import type { PageQuery } from './envelope.ts';
import type { PolicyItem } from './home.ts';

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

/** A policy in the overview list. */
export interface PolicyListItem extends PolicyItem {
  /** GB/T 2260 code of the issuing region ('' national) and its name. */
  regionCode: string;
  regionName: string;
  /** Technical field (second level) and its parent; null when the policy spans all fields. */
  techFieldId: number | null;
  techArea: string | null;
  parentTechArea: string | null;
  summary: string;
  viewCount: number;
  isCollect: boolean;
}

export interface PolicyQuery extends PageQuery {
  /** Matched against name and summary. At most 50 characters. */
  keyword?: string;
  /** POLICY_LEVELS: 1 国家级, 2 省级, 3 市级. */
  policyLevel?: number;
  /** Exact issuing department (PolicyDept.deptName). */
  deptName?: string;
  /** Technical field id, first level (covers its children) or second level. */
  fieldId?: number;
  /** POLICY_APPLY_STATUSES, computed from the dates against the server's day. */
  applyStatus?: 0 | 1 | 2;
  /** POLICY_SORTS: latest (default) or deadline (open and upcoming first, soonest end first). */
  sort?: 'latest' | 'deadline';
}

export interface PolicyDept {
  deptName: string;
  /** POLICY_LEVELS */
  policyLevel: number;
  policyCount: number;
}

/** The member's own application for a policy, as the policy detail shows it. */
export interface PolicyApplyRef {
  id: number;
  /** POLICY_APPLICATION_STATUSES */
  status: number;
}

export interface PolicyDetail extends PolicyListItem {
  /** Sanitised HTML. */
  content: string;
  /** Policy documents (政策文件) this policy rests on. */
  documents: PolicyDocItem[];
  related: PolicyListItem[];
  collectCount: number;
  /** The member's open application (待审核 or 已受理), null for guests and otherwise. */
  myApplication: PolicyApplyRef | null;
}

/** A policy document (政策文件). */
export interface PolicyDocItem {
  id: number;
  title: string;
  /** 文号, e.g. 鲁科字〔2026〕12号. */
  docNo: string;
  /** 发文机关. */
  issuer: string;
  /** 成文日期 yyyy-MM-dd. */
  writtenDate: string;
  /** 发布日期 yyyy-MM-dd. */
  publishDate: string;
  /** POLICY_DOC_STATUSES */
  docStatus: number;
  /** POLICY_DOC_CATEGORIES */
  category: number;
  summary: string;
  viewCount: number;
}

export interface PolicyDocDetail extends PolicyDocItem {
  /** Sanitised HTML full text. */
  content: string;
  /** The policy (申报通知) that rests on this document, if any. */
  policyId: number | null;
  policyName: string | null;
}

export interface PolicyDocQuery extends PageQuery {
  /** Matched against title and 文号. */
  keyword?: string;
  category?: number;
  docStatus?: number;
  /** Exact 发文机关. */
  issuer?: string;
}

/** POST /client/mine/policy/apply. */
export interface PolicyApplyRequest {
  policyId: number;
  companyName: string;
  linkman: string;
  linkphone: string;
  /** At most 300 characters. */
  summary: string;
  /** Ids of the member's own uploads (private); at most 10. */
  fileIds?: number[];
}

/** A member's application, as only its owner sees it. */
export interface MyPolicyApply {
  id: number;
  policyId: number;
  policyName: string;
  /** The policy's own apply status today (POLICY_APPLY_STATUSES). */
  policyApplyStatus: 0 | 1 | 2;
  policyEndDate: string;
  companyName: string;
  linkman: string;
  linkphone: string;
  summary: string;
  files: UploadedFile[];
  /** POLICY_APPLICATION_STATUSES */
  status: number;
  /** Why it was returned (已退回). */
  reason: string | null;
  /** yyyy-MM-dd HH:mm:ss */
  createdAt: string;
  decidedAt: string | null;
  withdrawnAt: string | null;
}
