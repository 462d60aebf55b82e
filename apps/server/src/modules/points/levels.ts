import {
  LEVEL_PURCHASE_AWAITING,
  LEVEL_PURCHASE_STATUSES,
  type LevelPurchase,
  type LevelPurchaseStatus,
  labelOf,
  MEMBER_LEVELS,
  type MemberLevel,
  PointsMessages as PM,
} from '@portal/shared';
import { type Db, isPostgres } from '../../db/index.ts';
import { newestOwnRows } from '../../kit/mine/own-rows.ts';
import { insertedIdUnlessTaken } from '../../lib/db-errors.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { type Paging, toPage } from '../../lib/paging.ts';
import { formatDate, formatTime } from '../../lib/time.ts';

const YEAR_MS = 365 * 86_400_000;

/** payments.purpose of a level purchase. */
export const LEVEL_PAYMENT = 'level';

export const levelName = (level: number) =>
  MEMBER_LEVELS[level as MemberLevel]?.name ?? MEMBER_LEVELS[0].name;

/**
 * The member's level now: the highest paid purchase whose term holds `now` (else 0), and when it
 * ends — renewals of that level continue its term, so the latest end of the level counts.
 */
export async function currentLevel(
  db: Db,
  userId: number,
  now: number,
): Promise<{ level: MemberLevel; until: number | null }> {
  const row = await db
    .selectFrom('levelPurchases')
    .select('level')
    .where('userId', '=', userId)
    .where('status', '=', 1)
    .where('validFrom', '<=', now)
    .where('validUntil', '>', now)
    .orderBy('level', 'desc')
    .executeTakeFirst();
  if (!row) return { level: 0, until: null };
  return { level: row.level as MemberLevel, until: await levelEnd(db, userId, row.level, now) };
}

/** Where the member's running term of `level` ends, renewals included (null: none runs). */
async function levelEnd(db: Db, userId: number, level: number, now: number) {
  const row = await db
    .selectFrom('levelPurchases')
    .select((eb) => eb.fn.max('validUntil').as('until'))
    .where('userId', '=', userId)
    .where('level', '=', level)
    .where('status', '=', 1)
    .where('validUntil', '>', now)
    .executeTakeFirst();
  return row?.until == null ? null : Number(row.until);
}

/**
 * A purchase 待支付 of `level` for `years`; a member holds one open purchase at a time (a
 * partial unique index, so parallel clicks make one) and cannot buy below their current level.
 */
export async function buyLevel(
  db: Db,
  userId: number,
  input: { level: number; years: number },
  now: number,
): Promise<number> {
  const current = await currentLevel(db, userId, now);
  if (input.level < current.level) throw invalid(PM.lowerLevel);
  // A paid term is never silently lost to a higher level bought over it (issue 26).
  if (current.level > 0 && input.level > current.level && current.until !== null) {
    throw invalid(PM.upgradeMidTerm(levelName(current.level), formatDate(current.until)));
  }
  const price = MEMBER_LEVELS[input.level as MemberLevel].priceYuan;
  return insertedIdUnlessTaken(
    PM.openPurchase,
    db
      .insertInto('levelPurchases')
      .values({
        userId,
        level: input.level,
        years: input.years,
        amount: (price * input.years).toFixed(2),
        status: 0,
        reason: null,
        createdAt: now,
        updatedAt: now,
        paidAt: null,
        validFrom: null,
        validUntil: null,
      })
      .returning('id'),
  );
}

/**
 * Marks a purchase paid (the payment's confirmation calls this in its transaction): the term
 * starts now, or where the member's running term of the same level ends (a renewal).
 * Answers false when the purchase is not 待支付 (already paid, cancelled), so it runs once.
 */
export async function activateLevelPurchase(db: Db, id: number, now: number): Promise<boolean> {
  const purchase = await db
    .selectFrom('levelPurchases')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!purchase) throw notFound(PM.purchaseNotFound);
  if (purchase.status !== 0) return false;
  const from = Math.max(now, (await levelEnd(db, purchase.userId, purchase.level, now)) ?? 0);
  const done = await db
    .updateTable('levelPurchases')
    .set({
      status: 1,
      paidAt: now,
      validFrom: from,
      validUntil: from + purchase.years * YEAR_MS,
      updatedAt: now,
    })
    .where('id', '=', id)
    .where('status', '=', 0)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/**
 * The member cancels a purchase they have not paid, and not while a transfer slip for it waits
 * for an operator (that payment must stay decidable). The purchase row is locked first; a slip
 * being sent locks it too (level-payment.ts), so a cancel and a slip never both go through.
 */
export async function cancelPurchase(db: Db, userId: number, id: number, now: number) {
  await db.transaction().execute(async (trx) => {
    const read = trx
      .selectFrom('levelPurchases')
      .select('status')
      .where('id', '=', id)
      .where('userId', '=', userId);
    const row = await (isPostgres(db as never) ? read.forUpdate() : read).executeTakeFirst();
    if (!row) throw notFound(PM.purchaseNotFound);
    const pending = await trx
      .selectFrom('payments')
      .select('id')
      .where('purpose', '=', LEVEL_PAYMENT)
      .where('refId', '=', id)
      .where('status', '=', 0)
      .executeTakeFirst();
    if (pending) throw conflict(PM.cancelWhilePaying);
    const done = await trx
      .updateTable('levelPurchases')
      .set({ status: 2, updatedAt: now })
      .where('id', '=', id)
      .where('status', '=', 0)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw invalid(PM.cancelRefused);
  });
}

export async function purchasePage(db: Db, userId: number, paging: Paging) {
  const { rows, total } = await newestOwnRows(
    db,
    db
      .selectFrom('levelPurchases as l')
      .selectAll('l')
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('payments as p')
              .select('p.id')
              .where('p.purpose', '=', LEVEL_PAYMENT)
              .whereRef('p.refId', '=', 'l.id')
              .where('p.status', '=', 0),
          )
          .as('paymentPending'),
      ),
    { table: 'levelPurchases', alias: 'l', userId },
    paging,
  );
  const records: LevelPurchase[] = rows.map((row) => ({
    id: row.id,
    level: row.level as MemberLevel,
    levelName: levelName(row.level),
    years: row.years,
    amount: Number(row.amount),
    status: row.status as LevelPurchaseStatus,
    // A slip sent and not yet confirmed: the order waits for the money, not for the member.
    statusName:
      row.status === 0 && row.paymentPending
        ? LEVEL_PURCHASE_AWAITING
        : labelOf(LEVEL_PURCHASE_STATUSES, row.status),
    createdAt: formatTime(row.createdAt) ?? '',
    paidAt: formatTime(row.paidAt),
    validUntil: row.validUntil === null ? null : formatDate(row.validUntil),
    paymentPending: Boolean(row.paymentPending),
    reason: row.reason,
  }));
  return toPage(records, total, paging);
}
