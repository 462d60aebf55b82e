import { applicationQueueKind } from '../../kit/workflow/application-queue.ts';
import { whereView } from '../../kit/workflow/index.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { slotLabel } from './booking.ts';
import { bookingWorkflow } from './booking-workflow.ts';

/**
 * Instrument bookings in the console's application queue (kind `booking`), by the booked day
 * and slot (pending soonest first, decided latest first).
 */
export const bookingQueue = applicationQueueKind(bookingWorkflow, async (db, f, paging) => {
  const from = db
    .selectFrom('instrumentBookings as b')
    .innerJoin('instruments as i', 'i.id', 'b.instrumentId')
    .innerJoin('users as u', 'u.id', 'b.userId');
  const q = whereView(from, 'b', f, ['i.name', 'u.username']);
  const order = f.status === 0 ? 'asc' : 'desc';
  const { offset, limit } = pageWindow(paging);
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select([
      'b.id',
      'i.name',
      'i.orgName',
      'b.bookDate',
      'b.slot',
      'u.username',
      'b.linkName',
      'b.linkPhone',
      'b.purpose',
      'b.status',
      'b.reason',
      'b.createdAt',
      'b.decidedAt',
    ])
    .orderBy('b.bookDate', order)
    .orderBy('b.slot', order)
    .orderBy('b.id')
    .offset(offset)
    .limit(limit)
    .execute();
  const records = rows.map((r) => ({
    id: r.id,
    subject: `${r.name} · ${r.bookDate} ${slotLabel(r.slot)}`,
    username: r.username,
    companyName: r.orgName ?? '',
    linkman: r.linkName,
    linkphone: r.linkPhone,
    content: r.purpose,
    status: r.status,
    reason: r.reason,
    createdAt: r.createdAt,
    decidedAt: r.decidedAt,
  }));
  return toPage(records, n, paging);
});
