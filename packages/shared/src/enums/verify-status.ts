/** Certification statuses (spec §4). */
export const VERIFY_STATUSES = { 0: '未认证', 1: '认证中', 2: '已认证', 3: '认证失败' } as const;

export type VerifyStatus = keyof typeof VERIFY_STATUSES;

/** Certification record statuses (certifications.status): 1 in review, 2 passed, 3 refused. */
export const CERT_STATUSES = { 1: '待审核', 2: '已通过', 3: '已驳回' } as const;
