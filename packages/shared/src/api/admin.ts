import { z } from 'zod';
import { OPERATOR_ROLE_VALUES } from '../enums/operator-role.ts';

/**
 * The operator console's API (issue #14), under `/gateway`. Operator tokens open only these;
 * member tokens never do.
 */
export const AdminPaths = {
  login: '/admin/login',
  logout: '/admin/logout',
  me: '/admin/me',
  changePassword: '/admin/password',
  dashboard: '/admin/dashboard',
  dashboardSubmissions: '/admin/dashboard/submissions',
  certifications: '/admin/certifications',
  /** Append the certification id. */
  certification: '/admin/certifications/',
  /** `${certification}${id}/decide`. */
  certificationDecide: (id: number | string) => `/admin/certifications/${id}/decide`,
  /** A private material of a certification: review role only. */
  certificationFile: (id: number | string, fileId: number | string) =>
    `/admin/certifications/${id}/files/${fileId}`,
  needs: '/admin/needs',
  needDecide: (id: number | string) => `/admin/needs/${id}/decide`,
  members: '/admin/members',
  member: '/admin/members/',
  memberFreeze: (id: number | string) => `/admin/members/${id}/freeze`,
  memberResetPassword: (id: number | string) => `/admin/members/${id}/reset-password`,
  audit: '/admin/audit',
  auditExport: '/admin/audit/export',
  operators: '/admin/operators',
  operatorUpdate: (id: number | string) => `/admin/operators/${id}`,
  operatorResetPassword: (id: number | string) => `/admin/operators/${id}/reset-password`,
} as const;

const operatorRolesSchema = z.array(z.enum(OPERATOR_ROLE_VALUES));

/** Who an operator is: id, login name, display name and roles. */
const operatorIdentityShape = {
  id: z.number(),
  username: z.string(),
  displayName: z.string(),
  roles: operatorRolesSchema,
};

export const operatorInfoSchema = z.object({
  ...operatorIdentityShape,
  mustChangePassword: z.boolean(),
});
export type OperatorInfo = z.infer<typeof operatorInfoSchema>;

export const operatorLoginResultSchema = operatorInfoSchema.extend({ token: z.string() });
export type OperatorLoginResult = z.infer<typeof operatorLoginResultSchema>;

/** Submissions per day of the last 14 Shanghai days, one series per kind. */
export const adminSubmissionsByDaySchema = z.object({
  /** yyyy-MM-dd, oldest first; the last is today. */
  days: z.array(z.string()),
  series: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      counts: z.array(z.number()),
      total: z.number(),
    }),
  ),
});
export type AdminSubmissionsByDay = z.infer<typeof adminSubmissionsByDaySchema>;

export const adminDashboardSchema = z.object({
  pendingCertifications: z.number(),
  pendingNeeds: z.number(),
  pendingPayments: z.number(),
  pendingPolicyApplications: z.number(),
  pendingFinanceApplications: z.number(),
  pendingBookings: z.number(),
  unpublishedFinancing: z.number(),
  /** Transfer and contract registrations at 2 已登记/待审核. */
  pendingRegistrations: z.number(),
  /** Innovation voucher claims and redemptions at 0 待审核. */
  pendingVoucherClaims: z.number(),
  pendingVoucherRedemptions: z.number(),
  /** Voucher orders at 0 待机构确认 or 1 服务中 (the console may act for the organisation). */
  openVoucherOrders: z.number(),
  /** 待受理 technology evaluation requests. */
  pendingEvaluationRequests: z.number(),
  /** 待回复 public questions. */
  pendingQuestions: z.number(),
  /** 待处理 feedback. */
  pendingFeedbacks: z.number(),
  /** 待对接 need undertakings. */
  pendingUndertakings: z.number(),
  /** 待评审 bounty entries. */
  pendingParticipations: z.number(),
  /** Listed auctions past their end, waiting for 已评价. */
  auctionsToEvaluate: z.number(),
  newMembersToday: z.number(),
  membersTotal: z.number(),
  /** New members per day, the last 7 Shanghai days, oldest first. */
  newMembersByDay: z.array(z.object({ date: z.string(), count: z.number() })),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const adminCertificationRowSchema = z.object({
  id: z.number(),
  userId: z.number(),
  username: z.string(),
  authType: z.number(),
  realName: z.string(),
  status: z.number(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type AdminCertificationRow = z.infer<typeof adminCertificationRowSchema>;

export const adminCertificationDetailSchema = adminCertificationRowSchema.extend({
  certNo: z.string(),
  reason: z.string().nullable(),
  /** Private files: fetched through AdminPaths.certificationFile by review operators. */
  materials: z.array(
    z.object({ id: z.number(), name: z.string(), mime: z.string(), size: z.number() }),
  ),
  history: z.array(
    z.object({
      id: z.number(),
      status: z.number(),
      reason: z.string().nullable(),
      submittedAt: z.string().nullable(),
    }),
  ),
});
export type AdminCertificationDetail = z.infer<typeof adminCertificationDetailSchema>;

export const adminNeedRowSchema = z.object({
  id: z.number(),
  goodsName: z.string(),
  username: z.string().nullable(),
  status: z.number(),
  reviewReason: z.string().nullable(),
  createdAt: z.string().nullable(),
  /** The whole item, shown before 通过 publishes it (issue #23). */
  goodsDesc: z.string().nullable(),
  needTypeName: z.string().nullable(),
  giveTypeName: z.string().nullable(),
  techFieldName: z.string().nullable(),
  deadlineTime: z.string().nullable(),
  /** 万元 */
  budget: z.number().nullable(),
  companyName: z.string().nullable(),
});
export type AdminNeedRow = z.infer<typeof adminNeedRowSchema>;

export const adminMemberRowSchema = z.object({
  id: z.number(),
  username: z.string(),
  /** Always masked (138****5678). */
  telephone: z.string(),
  accountType: z.number(),
  verifyStatus: z.number(),
  status: z.number(),
  createdAt: z.string().nullable(),
});
export type AdminMemberRow = z.infer<typeof adminMemberRowSchema>;

export const adminMemberDetailSchema = adminMemberRowSchema.extend({
  authType: z.number(),
  lockedUntil: z.string().nullable(),
  /** Every certification submission, newest first. */
  certifications: z.array(
    z.object({
      id: z.number(),
      authType: z.number(),
      realName: z.string(),
      status: z.number(),
      reason: z.string().nullable(),
      submittedAt: z.string().nullable(),
      decidedAt: z.string().nullable(),
      /** The deciding operator's display name (null while pending). */
      decidedBy: z.string().nullable(),
    }),
  ),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

/** The temporary password of a member reset, shown to the operator once. */
export const adminMemberPasswordResetSchema = z.object({ password: z.string() });
export type AdminMemberPasswordReset = z.infer<typeof adminMemberPasswordResetSchema>;

export const adminAuditRowSchema = z.object({
  id: z.number(),
  actor: z.string(),
  action: z.string(),
  outcome: z.string(),
  ip: z.string(),
  detail: z.string(),
  createdAt: z.string().nullable(),
});
export type AdminAuditRow = z.infer<typeof adminAuditRowSchema>;

export const adminOperatorRowSchema = z.object({
  ...operatorIdentityShape,
  status: z.number(),
  mustChangePassword: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type AdminOperatorRow = z.infer<typeof adminOperatorRowSchema>;
