import type { MyInstrumentBooking, Page } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { pageByCreation } from '../../kit/list/creation-order.ts';
import { type Audience, type ViewFilter, whereView } from '../../kit/workflow/index.ts';
import { type Paging, toPage } from '../../lib/paging.ts';
import { formatTime } from '../../lib/time.ts';
import { slotLabel } from './booking.ts';

/**
 * Bookings as the member sees them (MyInstrumentBooking), for the workflow kit: by owner, id,
 * status or keyword (instrument, unit); the member's list also by `instrumentId`
 * (filter.extra), the workspace's by `orgId`; newest first.
 */
export async function bookingViews(
  db: Db,
  f: ViewFilter,
  paging: Paging,
  _audience: Audience,
  _now: number,
): Promise<Page<MyInstrumentBooking>> {
  let q = db
    .selectFrom('instrumentBookings as b')
    .innerJoin('instruments as i', 'i.id', 'b.instrumentId');
  q = whereView(q, 'b', f, ['i.name', 'i.orgName']);
  const instrumentId = f.extra?.instrumentId as number | undefined;
  if (instrumentId !== undefined) q = q.where('b.instrumentId', '=', instrumentId);
  // The provider workspace: bookings of the instruments its organisation manages.
  const orgId = f.extra?.orgId as number | undefined;
  if (orgId !== undefined) q = q.where('i.orgId', '=', orgId);
  const { rows, total } = await pageByCreation(q, 'b', paging, (base) =>
    base.selectAll('b').select(['i.name as instrumentName', 'i.orgName']),
  );
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
  return toPage(records, total, paging);
}
