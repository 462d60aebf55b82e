import type { Generated, Selectable } from 'kysely';

/*
 * Tables of the policy section (issue 11): policy documents and members' applications. The
 * policies themselves are in home-types.ts. `*At` numbers are epoch ms; `*Date` yyyy-MM-dd.
 */

/** 政策文件: docStatus POLICY_DOC_STATUSES, category POLICY_DOC_CATEGORIES. */
export interface PolicyDocumentsTable {
  id: Generated<number>;
  title: string;
  /** 文号. */
  docNo: string;
  /** 发文机关. */
  issuer: string;
  writtenDate: string;
  publishDate: string;
  docStatus: number;
  category: number;
  summary: string;
  /** Sanitised HTML full text. */
  content: string;
  /** The policy (申报通知) resting on this document, if any. */
  policyId: number | null;
  viewCount: Generated<number>;
  createdAt: number;
}

/**
 * A member's application for a policy: status POLICY_APPLICATION_STATUSES. At most one row per
 * member and policy in 0 待审核 or 1 已受理 (partial unique index). fileIds: JSON array of the
 * member's own (private) uploads.
 */
export interface PolicyApplicationsTable {
  id: Generated<number>;
  policyId: number;
  userId: number;
  companyName: string;
  linkman: string;
  linkphone: string;
  summary: string;
  fileIds: string;
  status: number;
  reason: string | null;
  createdAt: number;
  updatedAt: number;
  decidedAt: number | null;
  withdrawnAt: number | null;
}

export interface PolicyTables {
  policyDocuments: PolicyDocumentsTable;
  policyApplications: PolicyApplicationsTable;
}

export type PolicyApplicationRow = Selectable<PolicyApplicationsTable>;
