import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { tooMany } from './errors.ts';

/**
 * Limits that hold under parallel requests and across processes: every claim is one
 * conditional upsert on a counter row (scope, key, period), so two requests can never both
 * take the last unit. Used by the SMS limits and the slide puzzle's per-IP cap.
 */

/** Interval rows have no period: they live as long as their key. */
const NO_PERIOD = '-';

/**
 * Claims a key's interval slot: succeeds only if the last claim is at least `intervalMs` old.
 * Otherwise answers 429 with `message(secondsToWait)`.
 */
export async function claimInterval(
  db: Db,
  slot: { scope: string; key: string; intervalMs: number; message: (wait: number) => string },
  now: number,
): Promise<void> {
  const claimed = await db
    .insertInto('quotaCounters')
    .values({ scope: slot.scope, key: slot.key, period: NO_PERIOD, count: 1, lastAt: now })
    .onConflict((oc) =>
      oc
        .columns(['scope', 'key', 'period'])
        .doUpdateSet({ lastAt: now, count: sql<number>`quota_counters.count + 1` })
        .where('quotaCounters.lastAt', '<=', now - slot.intervalMs),
    )
    .returning('lastAt')
    .executeTakeFirst();
  if (claimed) return;
  const row = await db
    .selectFrom('quotaCounters')
    .select('lastAt')
    .where('scope', '=', slot.scope)
    .where('key', '=', slot.key)
    .where('period', '=', NO_PERIOD)
    .executeTakeFirst();
  const wait = Math.max(1, Math.ceil((slot.intervalMs - (now - (row?.lastAt ?? now))) / 1000));
  throw tooMany(slot.message(wait));
}

/** Gives an interval slot back (the action it guarded did not happen). */
export async function releaseInterval(db: Db, slot: { scope: string; key: string }) {
  await db
    .updateTable('quotaCounters')
    .set({ lastAt: 0 })
    .where('scope', '=', slot.scope)
    .where('key', '=', slot.key)
    .where('period', '=', NO_PERIOD)
    .execute();
}

export interface Cap {
  scope: string;
  key: string;
  /** The counting window this use falls in (a date, an hour…). */
  period: string;
  limit: number;
  message: string;
}

/**
 * Counts one use against each cap. A full cap refuses with its message and, the transaction
 * rolled back, the others are not charged.
 */
export async function chargeCaps(db: Db, caps: Cap[], now: number): Promise<void> {
  await db.transaction().execute((trx) => chargeCapsIn(trx, caps, now));
}

/**
 * `chargeCaps` inside the caller's transaction, so the charge rolls back with the action it
 * paid for (a refused insert gives the unit back).
 */
export async function chargeCapsIn(trx: Db, caps: Cap[], now: number): Promise<void> {
  for (const cap of caps) {
    const charged = await trx
      .insertInto('quotaCounters')
      .values({ scope: cap.scope, key: cap.key, period: cap.period, count: 1, lastAt: now })
      .onConflict((oc) =>
        oc
          .columns(['scope', 'key', 'period'])
          .doUpdateSet({ lastAt: now, count: sql<number>`quota_counters.count + 1` })
          .where('quotaCounters.count', '<', cap.limit),
      )
      .returning('count')
      .executeTakeFirst();
    if (!charged) throw tooMany(cap.message);
  }
}

/** Old counter rows (periods long past) go, so the table stays small. */
export async function pruneCounters(db: Db, olderThan: number): Promise<void> {
  await db.deleteFrom('quotaCounters').where('lastAt', '<', olderThan).execute();
}
