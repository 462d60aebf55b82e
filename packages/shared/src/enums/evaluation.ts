/** Kinds of technology evaluation a member can request and a report can be (科技成果评价). */
export const EVALUATION_TYPES = {
  1: '科技成果评价',
  2: '技术成熟度评价',
  3: '技术价值评估',
  4: '知识产权评估',
} as const;

export type EvaluationType = keyof typeof EVALUATION_TYPES;
export const EVALUATION_TYPE_VALUES = [1, 2, 3, 4] as const;

/** The overall level a published evaluation report concludes (评价结论). */
export const EVALUATION_LEVELS = {
  1: '国际领先',
  2: '国际先进',
  3: '国内领先',
  4: '国内先进',
} as const;

export type EvaluationLevel = keyof typeof EVALUATION_LEVELS;
export const EVALUATION_LEVEL_VALUES = [1, 2, 3, 4] as const;

/**
 * A member's evaluation request: 0 submitted → 1 accepted (an agency evaluates) → 2 done, or
 * 0 → 3 returned with a reason; the member may withdraw (4) while it is still 0.
 */
export const EVALUATION_REQUEST_STATUSES = {
  0: '待受理',
  1: '评价中',
  2: '已完成',
  3: '已退回',
  4: '已撤回',
} as const;

export type EvaluationRequestStatus = keyof typeof EVALUATION_REQUEST_STATUSES;

/** The moves an operator may make, from → allowed targets; withdrawing is the member's own. */
export const EVALUATION_REQUEST_MOVES: Readonly<Record<number, readonly number[]>> = {
  0: [1, 3],
  1: [2, 3],
};

/** Technology readiness levels 1–9 (GB/T 22900-2022). */
export const TRL_MAX = 9;
