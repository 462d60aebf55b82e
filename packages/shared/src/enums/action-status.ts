/**
 * Activity statuses. Spec §3 fixes 1 = open for sign-up; the others are added. The server
 * derives the status from the sign-up window and the activity's dates, so it never goes stale.
 */
export const ACTION_STATUSES = {
  0: '报名未开始',
  1: '报名中',
  2: '报名已截止',
  3: '已结束',
} as const;

export type ActionStatus = keyof typeof ACTION_STATUSES;

/** The status whose activities show 立即报名 and accept sign-ups (spec §3, §4). */
export const ACTION_OPEN = 1 satisfies ActionStatus;
