/** Certification statuses (spec §4). */
export const VERIFY_STATUSES = { 0: '未认证', 1: '认证中', 2: '已认证', 3: '认证失败' } as const;

export type VerifyStatus = keyof typeof VERIFY_STATUSES;
