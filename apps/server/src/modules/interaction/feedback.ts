import {
  FEEDBACK_PENDING,
  FEEDBACK_PER_DAY,
  type FeedbackValues,
  InteractionMessages,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { chargeCaps } from '../../lib/quota.ts';
import { formatDate } from '../../lib/time.ts';

/**
 * 意见反馈 from a guest or a member (linked to the account). Each address may send a few per
 * Shanghai day: one conditional counter (lib/quota.ts), so parallel sends cannot pass the cap.
 * Like the other per-IP limits it is off with RATE_LIMIT=0 (tests, journeys); a member's own
 * daily cap holds regardless.
 */
export async function addFeedback(
  app: FastifyInstance,
  input: FeedbackValues,
  from: { userId: number | null; ip: string },
): Promise<number> {
  const now = app.clock.now();
  const period = formatDate(now);
  const caps = [];
  if (app.config.RATE_LIMIT) {
    caps.push({
      scope: 'feedback-ip',
      key: from.ip,
      period,
      limit: FEEDBACK_PER_DAY,
      message: InteractionMessages.feedbackLimit,
    });
  }
  if (from.userId !== null) {
    caps.push({
      scope: 'feedback-member',
      key: String(from.userId),
      period,
      limit: FEEDBACK_PER_DAY,
      message: InteractionMessages.feedbackLimit,
    });
  }
  if (caps.length) await chargeCaps(app.db, caps, now);
  const row = await app.db
    .insertInto('feedbacks')
    .values({
      userId: from.userId,
      type: input.type,
      content: input.content,
      contact: input.contact ?? null,
      ip: from.ip,
      status: FEEDBACK_PENDING,
      handleNote: null,
      handledAt: null,
      handledBy: null,
      createdAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
