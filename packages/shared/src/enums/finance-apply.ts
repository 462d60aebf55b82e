/** Kinds of a member's finance submissions, as listed back by mine/finance/apply/list (added). */
export const FINANCE_APPLY_KINDS = { 1: '贷款申请', 2: '融资需求', 3: '金融需求申报' } as const;

export type FinanceApplyKind = keyof typeof FINANCE_APPLY_KINDS;

/** signCategory of finance sign-ups; the finance demand form always sends REQUIREMENT (spec §7). */
export const FINANCE_SIGN_CATEGORIES = { REQUIREMENT: '金融需求' } as const;

export type FinanceSignCategory = keyof typeof FINANCE_SIGN_CATEGORIES;

/**
 * Review status of a finance submission (added): every submission starts at 0 and is handled
 * by the platform's finance staff.
 */
export const FINANCE_APPLY_STATUSES = {
  0: '待受理',
  1: '已受理',
  2: '已对接',
  3: '未通过',
} as const;

export type FinanceApplyStatus = keyof typeof FINANCE_APPLY_STATUSES;
