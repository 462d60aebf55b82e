import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/types.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { isUniqueViolation } from './db-errors.ts';

/**
 * Member applications (policy applications, finance product applications): submitted at
 * 0 (pending); decided by an operator or provider to 1 (accepted) or 2 (refused with a reason);
 * withdrawn by the member while 0 (3). One open (0/1) application per member and item: a
 * partial unique index settles concurrent submits. These three functions are the whole life
 * cycle; a section adds its own checks before `submitOnce` and its message in `onDecided`.
 */
type ApplicationTable = 'policyApplications' | 'financeProductApplications' | 'instrumentBookings';

/**
 * Inserts a pending application unless the member has an open one for the same item
 * (`item`: the item's column and id); a second one, also when two race, is `twice`.
 */
export async function submitOnce<T extends ApplicationTable>(
  db: Db,
  table: T,
  item: { column: 'policyId' | 'productId'; id: number; userId: number },
  values: Insertable<Database[T]>,
  twice: string,
): Promise<number> {
  const open = await db
    .selectFrom(table as ApplicationTable)
    .select('id')
    // The column exists on the table the caller names; Kysely cannot see it through the union.
    .where(item.column as never, '=', item.id as never)
    .where('userId', '=', item.userId)
    .where('status', 'in', [0, 1])
    .executeTakeFirst();
  if (open) throw conflict(twice);
  try {
    const row = await db
      .insertInto(table as ApplicationTable)
      .values(values as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(twice);
    throw err;
  }
}

/**
 * Decides a pending application: accept (1) or refuse (2, a reason required). One conditional
 * UPDATE, so of two decisions at once only one lands; `onDecided` (the member's message) runs in
 * the same transaction. Not pending: refused with its current status; unknown: not found.
 */
export async function decidePending(
  db: Db,
  table: ApplicationTable,
  decision: { id: number; accept: boolean; reason?: string | null | undefined; now: number },
  rules: {
    notFound: string;
    reasonRequired: string;
    refused: (status: number) => string;
    onDecided: (trx: Transaction<Database>, to: 1 | 2, reason: string | null) => Promise<void>;
  },
): Promise<void> {
  const reason = decision.reason?.trim() || null;
  if (!decision.accept && !reason) throw invalid(rules.reasonRequired);
  const to = decision.accept ? 1 : 2;
  const { now, id } = decision;
  const decided = await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable(table)
      .set({ status: to, reason: to === 2 ? reason : null, decidedAt: now, updatedAt: now })
      .where('id', '=', id)
      .where('status', '=', 0)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return false;
    await rules.onDecided(trx, to, reason);
    return true;
  });
  if (decided) return;
  const row = await db.selectFrom(table).select('status').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(rules.notFound);
  throw invalid(rules.refused(row.status));
}

/**
 * The member withdraws their own application while it is still pending: one conditional
 * UPDATE, so two withdraws at once move it once. Someone else's (or no) application is "not
 * found"; one already decided is refused with `messages.refused`.
 */
export async function withdrawPending(
  db: Db,
  table: ApplicationTable,
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
