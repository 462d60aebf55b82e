import {
  BOOKING_STATUSES,
  instrumentBookSchema,
  ResourceMessages as M,
  myInstrumentBookingSchema,
  strictRequest,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { idColumn, statusColumn, timeColumn } from '../../kit/console/sheet-columns.ts';
import {
  decisionOf,
  defineWorkflow,
  moveRow,
  pendingDecisions,
  type Trx,
} from '../../kit/workflow/index.ts';
import { notFound } from '../../lib/errors.ts';
import { bookInstrument, slotLabel } from './booking.ts';
import { bookingViews } from './booking-views.ts';

async function instrumentOf(trx: Trx, id: number) {
  const row = await trx
    .selectFrom('instrumentBookings as b')
    .innerJoin('instruments as i', 'i.id', 'b.instrumentId')
    .select(['b.instrumentId', 'b.bookDate', 'b.slot', 'i.name'])
    .where('b.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(M.bookingNotFound);
  return row;
}

/**
 * 仪器预约 on the workflow kit (moved from hand-wired routes; paths, messages and behaviour
 * unchanged): 0 待确认 → 1 已确认 | 2 未通过 with a reason; the member cancels while 0 (3).
 * The message links to the instrument. Its console queue is the combined applications queue's
 * `booking` kind (booking-queue.ts).
 */
export const bookingWorkflow = defineWorkflow({
  key: 'resource.booking',
  name: '仪器预约',
  table: 'instrumentBookings',
  cacheTags: ['resource'],
  statuses: BOOKING_STATUSES,
  ...pendingDecisions({
    withdraw: '取消',
    approve: {
      label: '确认',
      notice: (subject) => ({
        title: '仪器预约已确认',
        body: `您预约的${subject}已确认，请按时前往使用。`,
      }),
    },
    refuse: {
      label: '拒绝',
      notice: (subject, reason) => ({
        title: '仪器预约未通过',
        body: `您预约的${subject}未通过，原因：${reason}。`,
      }),
    },
  }),
  roles: { decide: ['review'], read: ['audit'] },
  messages: {
    notFound: M.bookingNotFound,
    reasonRequired: M.reasonRequired,
    refused: M.decideRefused,
    withdrawRefused: M.cancelRefused,
    withdrawn: M.cancelSuccess,
  },
  notice: {
    kind: 10,
    target: 'instrument',
    targetId: async (trx, id) => (await instrumentOf(trx, id)).instrumentId,
  },
  subject: async (trx, id) => {
    const b = await instrumentOf(trx, id);
    return `「${b.name}」（${b.bookDate} ${slotLabel(b.slot)}）`;
  },
  views: bookingViews,
  view: myInstrumentBookingSchema,
  sheetColumns: [
    idColumn(),
    { header: '仪器', width: 30, value: (r) => r.instrumentName },
    { header: '管理单位', width: 24, value: (r) => r.orgName },
    { header: '日期', width: 12, value: (r) => r.bookDate },
    { header: '时段', width: 10, value: (r) => r.slotLabel },
    { header: '联系人', width: 10, value: (r) => r.linkName },
    statusColumn(BOOKING_STATUSES),
    timeColumn('预约时间', 'createdAt'),
  ],
  submit: {
    body: strictRequest(instrumentBookSchema.shape),
    run: bookInstrument,
    message: M.bookSuccess,
  },
  cliLine: (r) =>
    `${r.id}\t${r.bookDate} ${r.slotLabel}\t${r.instrumentName}（${r.orgName}）\t${r.linkName} ${r.linkPhone}\t${r.purpose}`,
});

/** Who decides: the console, or the organisation managing the instrument (its workspace). */
export type BookingActor = { kind: 'org'; orgId: number } | { kind: 'console' };

/**
 * The managing unit confirms or declines (with a reason) a pending booking, by the same
 * transition whoever decides, so the member's message is the same. An organisation sees only
 * its own instruments' bookings: another's answers 404 like a missing one.
 */
export async function decideBooking(
  db: Db,
  decision: { id: number; accept: boolean; reason?: string | null },
  now: number,
  actor: BookingActor = { kind: 'console' },
): Promise<number> {
  if (actor.kind === 'org') {
    const own = await db
      .selectFrom('instrumentBookings as b')
      .innerJoin('instruments as i', 'i.id', 'b.instrumentId')
      .select('b.id')
      .where('b.id', '=', decision.id)
      .where('i.orgId', '=', actor.orgId)
      .executeTakeFirst();
    if (!own) throw notFound(M.bookingNotFound);
  }
  const t = decisionOf(bookingWorkflow, decision.accept ? 'approve' : 'refuse');
  return moveRow(db, bookingWorkflow, t, { id: decision.id, reason: decision.reason, now });
}
