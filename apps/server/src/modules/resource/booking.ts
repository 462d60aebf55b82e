import {
  BOOKING_DAYS_AHEAD,
  BOOKING_SLOT_VALUES,
  BOOKING_SLOTS,
  type BookingSlot,
  type InstrumentBookValues,
  type InstrumentSlot,
  ResourceMessages as M,
  slotWithinOpenHours,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { insertedIdUnlessTaken } from '../../lib/db-errors.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { DAY, formatDate } from '../../lib/time.ts';

/**
 * Instrument bookings (/TestDeviceDetail): a member books an instrument for a day and a time
 * slot (BOOKING_SLOTS), from tomorrow up to BOOKING_DAYS_AHEAD days ahead. A booking at 0
 * 待确认 or 1 已确认 holds its slot: the partial unique index (instrument, day, slot) settles two
 * members booking the same slot at once — one row, the other gets 409 with slotTaken. The
 * member cancels while 0 (3 已取消); the managing unit confirms (1) or declines (2): the rest
 * of the workflow is booking-workflow.ts.
 */

export const slotLabel = (slot: number) => BOOKING_SLOTS[slot as BookingSlot] ?? '';

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
  return insertedIdUnlessTaken(
    M.slotTaken,
    db
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
      .returning('id'),
  );
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
