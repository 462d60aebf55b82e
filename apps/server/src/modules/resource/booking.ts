import {
  BOOKING_DAYS_AHEAD,
  BOOKING_SLOT_VALUES,
  BOOKING_SLOTS,
  BOOKING_STATUSES,
  type BookingSlot,
  type InstrumentBookValues,
  type InstrumentSlot,
  labelOf,
  ResourceMessages as M,
  type MyInstrumentBooking,
  type Page,
  slotWithinOpenHours,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { type Paging, pageWindow, toPage } from '../../lib/paging.ts';
import { DAY, formatDate, formatTime } from '../../lib/time.ts';
import { isUniqueViolation } from '../market/db-errors.ts';
import { decidePending, withdrawPending } from '../market/member-applications.ts';
import { notify } from '../message/notify.ts';

/**
 * Instrument bookings (/TestDeviceDetail): a member books an instrument for a day and a time
 * slot (BOOKING_SLOTS), from tomorrow up to BOOKING_DAYS_AHEAD days ahead. A booking at 0
 * 待确认 or 1 已确认 holds its slot: the partial unique index (instrument, day, slot) settles two
 * members booking the same slot at once — one row, the other gets 409 with slotTaken. The
 * member cancels while 0 (3 已取消); the managing unit confirms (1) or declines (2).
 */

const slotLabel = (slot: number) => BOOKING_SLOTS[slot as BookingSlot] ?? '';

async function publishedInstrument(db: Db, id: number) {
  return db
    .selectFrom('instruments')
    .select(['id', 'name', 'openHours'])
    .where('id', '=', id)
    .where('status', '=', 1)
    .executeTakeFirst();
}

export async function bookInstrument(
  db: Db,
  userId: number,
  input: InstrumentBookValues,
  now: number,
): Promise<number> {
  const first = formatDate(now + DAY);
  const last = formatDate(now + BOOKING_DAYS_AHEAD * DAY);
  if (input.bookDate < first || input.bookDate > last) {
    throw invalid(M.bookDateOutOfRange(BOOKING_DAYS_AHEAD));
  }
  const instrument = await publishedInstrument(db, input.instrumentId);
  if (!instrument) throw notFound(M.instrumentNotFound);
  // The device's opening hours bound what can be booked (issue 26: a Sunday evening was taken).
  if (!slotWithinOpenHours(instrument.openHours, input.bookDate, input.slot)) {
    throw invalid(M.slotClosed(instrument.openHours ?? ''));
  }
  try {
    const row = await db
      .insertInto('instrumentBookings')
      .values({
        instrumentId: input.instrumentId,
        userId,
        bookDate: input.bookDate,
        slot: input.slot,
        purpose: input.purpose,
        linkName: input.linkName,
        linkPhone: input.linkPhone,
        status: 0,
        reason: null,
        createdAt: now,
        updatedAt: now,
        decidedAt: null,
        withdrawnAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(M.slotTaken);
    throw err;
  }
}

/** The slots of an instrument's day, each marked taken when a booking holds it. */
export async function instrumentSlots(db: Db, id: number, date: string): Promise<InstrumentSlot[]> {
  const instrument = await publishedInstrument(db, id);
  if (!instrument) throw notFound(M.instrumentNotFound);
  const held = await db
    .selectFrom('instrumentBookings')
    .select('slot')
    .where('instrumentId', '=', id)
    .where('bookDate', '=', date)
    .where('status', 'in', [0, 1])
    .execute();
  const taken = new Set(held.map((h) => h.slot));
  return BOOKING_SLOT_VALUES.map((slot) => ({
    slot,
    label: slotLabel(slot),
    taken: taken.has(slot),
    closed: !slotWithinOpenHours(instrument.openHours, date, slot),
  }));
}

/** The member cancels their own booking while it is 待确认. */
export async function cancelBooking(db: Db, userId: number, id: number, now: number) {
  await withdrawPending(
    db,
    'instrumentBookings',
    { userId, id, now },
    { notFound: M.bookingNotFound, refused: M.cancelRefused },
  );
}

/** The managing unit confirms or declines (with a reason) a pending booking (CLI for now). */
export async function decideBooking(
  db: Db,
  decision: { id: number; accept: boolean; reason?: string | null },
  now: number,
) {
  await decidePending(
    db,
    'instrumentBookings',
    { ...decision, now },
    {
      notFound: M.bookingNotFound,
      reasonRequired: M.reasonRequired,
      refused: (status) => M.decideRefused(labelOf(BOOKING_STATUSES, status)),
      onDecided: async (trx, to, reason) => {
        const booking = await trx
          .selectFrom('instrumentBookings as b')
          .innerJoin('instruments as i', 'i.id', 'b.instrumentId')
          .select(['b.userId', 'b.instrumentId', 'b.bookDate', 'b.slot', 'i.name'])
          .where('b.id', '=', decision.id)
          .executeTakeFirstOrThrow();
        const when = `${booking.bookDate} ${slotLabel(booking.slot)}`;
        await notify(trx, booking.userId, {
          kind: 10,
          title: to === 1 ? '仪器预约已确认' : '仪器预约未通过',
          body:
            to === 1
              ? `您预约的「${booking.name}」（${when}）已确认，请按时前往使用。`
              : `您预约的「${booking.name}」（${when}）未通过，原因：${reason}。`,
          target: { type: 'instrument', id: booking.instrumentId },
          now,
        });
      },
    },
  );
}

/** The member's bookings (of one instrument or all), newest first. */
export async function myBookings(
  db: Db,
  userId: number,
  query: Paging & { instrumentId?: number | undefined },
): Promise<Page<MyInstrumentBooking>> {
  let base = db
    .selectFrom('instrumentBookings as b')
    .innerJoin('instruments as i', 'i.id', 'b.instrumentId')
    .where('b.userId', '=', userId);
  if (query.instrumentId !== undefined)
    base = base.where('b.instrumentId', '=', query.instrumentId);
  const { offset, limit } = pageWindow(query);
  const [rows, total] = await Promise.all([
    base
      .selectAll('b')
      .select(['i.name as instrumentName', 'i.orgName'])
      .orderBy('b.createdAt', 'desc')
      .orderBy('b.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const records = rows.map((r) => ({
    id: r.id,
    instrumentId: r.instrumentId,
    instrumentName: r.instrumentName,
    orgName: r.orgName,
    bookDate: r.bookDate,
    slot: r.slot,
    slotLabel: slotLabel(r.slot),
    purpose: r.purpose,
    linkName: r.linkName,
    linkPhone: r.linkPhone,
    status: r.status,
    reason: r.reason,
    createdAt: formatTime(r.createdAt)!,
  }));
  return toPage(records, Number(total.n), query);
}

/** Bookings waiting for the managing unit, soonest day first (for the CLI). */
export async function pendingBookings(db: Db, limit = 100) {
  const rows = await db
    .selectFrom('instrumentBookings as b')
    .innerJoin('instruments as i', 'i.id', 'b.instrumentId')
    .innerJoin('users as u', 'u.id', 'b.userId')
    .select([
      'b.id',
      'b.bookDate',
      'b.slot',
      'i.name as instrumentName',
      'i.orgName',
      'u.username',
      'b.purpose',
      'b.linkName',
      'b.linkPhone',
    ])
    .where('b.status', '=', 0)
    .orderBy('b.bookDate')
    .orderBy('b.slot')
    .orderBy('b.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, slotLabel: slotLabel(r.slot) }));
}
