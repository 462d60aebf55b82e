import type { FastifyInstance } from 'fastify';
import { decideBooking, pendingBookings } from '../modules/resource/booking.ts';

export const RESOURCE_USAGE = `  npm run operator -- booking-pending                   列出待确认的仪器预约
  npm run operator -- booking-confirm --id <预约id>      确认仪器预约
  npm run operator -- booking-decline --id <预约id> --reason <原因>`;

export const RESOURCE_COMMANDS = ['booking-pending', 'booking-confirm', 'booking-decline'] as const;

export type ResourceCommand = (typeof RESOURCE_COMMANDS)[number];

/**
 * Decisions on instrument bookings for the managing units, until their workspace exists: thin
 * callers of the booking service; every decision audited.
 */
export async function runResourceCommand(
  app: FastifyInstance,
  command: ResourceCommand,
  values: { id?: string | undefined; reason?: string | undefined },
): Promise<string> {
  if (command === 'booking-pending') {
    const rows = await pendingBookings(app.db);
    if (rows.length === 0) return '没有待确认的仪器预约';
    return rows
      .map(
        (r) =>
          `${r.id}\t${r.bookDate} ${r.slotLabel}\t${r.instrumentName}（${r.orgName}）\t${r.username}\t${r.linkName} ${r.linkPhone}\t${r.purpose}`,
      )
      .join('\n');
  }
  const id = Number(values.id);
  if (!Number.isInteger(id) || id < 1) throw new Error(RESOURCE_USAGE);
  const reason = values.reason ?? null;
  const accept = command === 'booking-confirm';
  await decideBooking(app.db, { id, accept, reason }, app.clock.now());
  await app.audit(null, {
    action: `operator.${command}`,
    outcome: 'success',
    actor: `cli:${process.env.USER ?? 'operator'}`,
    detail: { id, ...(reason ? { reason } : {}) },
  });
  return accept ? `已确认仪器预约 ${id}` : `已拒绝仪器预约 ${id}：${reason}`;
}
