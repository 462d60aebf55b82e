import type { FastifyInstance } from 'fastify';
import { workflowCli } from '../kit/workflow/index.ts';
import { bookingWorkflow } from '../modules/resource/booking-workflow.ts';

const bookings = workflowCli(bookingWorkflow, {
  pending: 'booking-pending',
  verbs: { 'booking-confirm': 'approve', 'booking-decline': 'refuse' },
});

export const RESOURCE_USAGE = bookings.usage;

export const RESOURCE_COMMANDS = bookings.commands;

/**
 * Decisions on instrument bookings for the managing units, until their workspace exists:
 * derived from the booking workflow's definition; every decision audited.
 */
export function runResourceCommand(
  app: FastifyInstance,
  command: string,
  values: { id?: string | undefined; reason?: string | undefined },
): Promise<string> {
  return bookings.run(app, command, values);
}
