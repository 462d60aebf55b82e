import type { Db } from '../../db/index.ts';
import { invalid, notFound } from '../../lib/errors.ts';

/** Member applications that start 0 (pending) and go to 3 (withdrawn) at the member's wish. */
type WithdrawableTable = 'policyApplications' | 'financeProductApplications';

/**
 * The member withdraws their own application while it is still pending: one conditional
 * UPDATE, so two withdraws at once move it once. Someone else's (or no) application is "not
 * found"; one already decided is refused with `messages.refused`.
 */
export async function withdrawPending(
  db: Db,
  table: WithdrawableTable,
  ref: { userId: number; id: number; now: number },
  messages: { notFound: string; refused: string },
): Promise<void> {
  const done = await db
    .updateTable(table)
    .set({ status: 3, withdrawnAt: ref.now, updatedAt: ref.now })
    .where('id', '=', ref.id)
    .where('userId', '=', ref.userId)
    .where('status', '=', 0)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 1) return;
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', ref.id)
    .where('userId', '=', ref.userId)
    .executeTakeFirst();
  throw row ? invalid(messages.refused) : notFound(messages.notFound);
}
