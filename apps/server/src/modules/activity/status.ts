import type { ActionStatus } from '@portal/shared';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/types.ts';

interface Times {
  signStartAt: number;
  signEndAt: number;
  endAt: number;
}

/**
 * ACTION_STATUSES from the sign-up window, the activity's end and the clock: 3 once it has
 * ended, 0 before sign-up opens, 1 while it is open, 2 after it closed.
 */
export function actionStatus(t: Times, now: number): ActionStatus {
  if (now > Number(t.endAt)) return 3;
  if (now < Number(t.signStartAt)) return 0;
  return now <= Number(t.signEndAt) ? 1 : 2;
}

type Eb = ExpressionBuilder<Database & { a: Database['activities'] }, 'a'>;

/** The same rule as a WHERE condition on `activities as a`, so lists can filter by status. */
export function statusCondition(eb: Eb, status: ActionStatus, now: number) {
  switch (status) {
    case 3:
      return eb('a.endAt', '<', now);
    case 0:
      return eb.and([eb('a.endAt', '>=', now), eb('a.signStartAt', '>', now)]);
    case 1:
      return eb.and([
        eb('a.endAt', '>=', now),
        eb('a.signStartAt', '<=', now),
        eb('a.signEndAt', '>=', now),
      ]);
    default:
      return eb.and([eb('a.endAt', '>=', now), eb('a.signEndAt', '<', now)]);
  }
}
