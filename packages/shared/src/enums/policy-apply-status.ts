/** Policy application statuses (spec §4). */
export const POLICY_APPLY_STATUSES = { 0: '未开始', 1: '申报中', 2: '已结束' } as const;

export type PolicyApplyStatus = keyof typeof POLICY_APPLY_STATUSES;
