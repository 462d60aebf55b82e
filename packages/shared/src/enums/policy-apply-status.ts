import { keysOf } from './label.ts';
import { MARKET_SORTS } from './market-flow.ts';

/** Policy application statuses (spec §4). */
export const POLICY_APPLY_STATUSES = { 0: '未开始', 1: '申报中', 2: '已结束' } as const;

export type PolicyApplyStatus = keyof typeof POLICY_APPLY_STATUSES;

/**
 * A member's application for a policy (/Policyadd, /MyPolicyDetail; added): submitted at 0; an
 * operator accepts (1) or returns it with a reason (2); the member may withdraw it while 0 (3).
 * One open application (0 or 1) per member and policy; after 2 or 3 they may apply again.
 */
export const POLICY_APPLICATION_STATUSES = {
  0: '待审核',
  1: '已受理',
  2: '已退回',
  3: '已撤回',
} as const;

export type PolicyApplicationStatus = keyof typeof POLICY_APPLICATION_STATUSES;

/** Statuses that hold the member's one open application for a policy. */
export const POLICY_APPLICATION_OPEN = [0, 1] as const;

/** Operator decisions on a pending application (CLI now, the console later). */
export const POLICY_APPLICATION_DECISIONS = { accept: 1, return: 2 } as const;

/** Effective status of a policy document (政策文件; added). */
export const POLICY_DOC_STATUSES = { 1: '现行有效', 2: '已修订', 3: '已废止' } as const;

export type PolicyDocStatus = keyof typeof POLICY_DOC_STATUSES;

/** Category of a policy document (added). */
export const POLICY_DOC_CATEGORIES = {
  1: '法律法规',
  2: '规范性文件',
  3: '政策解读',
  4: '工作通知',
} as const;

export type PolicyDocCategory = keyof typeof POLICY_DOC_CATEGORIES;

/** Orders of the policy overview (added). */
export const POLICY_SORTS = {
  latest: MARKET_SORTS.latest,
  deadline: MARKET_SORTS.deadline,
} as const;

export type PolicySort = keyof typeof POLICY_SORTS;

export const POLICY_SORT_VALUES = keysOf(POLICY_SORTS);
