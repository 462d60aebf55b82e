import { randomInt, randomUUID } from 'node:crypto';
import type { SlideChallenge } from '@portal/shared';
import { SLIDE_PUZZLE } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { invalid } from '../../lib/errors.ts';
import { DAY } from '../../lib/time.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import { PIECE_STRIP_WIDTH, renderPuzzle } from './images.ts';

/** How far (px) the released piece may be from the hole. */
export const SLIDE_TOLERANCE_PX = 6;
/** A challenge must be answered within this time, and its ticket used within the same. */
export const SLIDE_TTL_MS = 2 * 60_000;
/** Faster than this is not a hand on a mouse. */
const MIN_DRAG_MS = 80;

export async function createChallenge(app: FastifyInstance, ip: string): Promise<SlideChallenge> {
  const { width, height, pieceSize, radius, backgrounds } = SLIDE_PUZZLE;
  const x = randomInt(PIECE_STRIP_WIDTH + 20, width - PIECE_STRIP_WIDTH - 5);
  const y = randomInt(2 * radius + 4, height - pieceSize - 6);
  const images = renderPuzzle(randomInt(0, backgrounds), x, y);
  const id = randomUUID();
  const now = app.clock.now();
  await app.db
    .deleteFrom('slideChallenges')
    .where('createdAt', '<', now - DAY)
    .execute();
  await app.db
    .insertInto('slideChallenges')
    .values({
      id,
      answerX: x,
      createdAt: now,
      verifiedAt: null,
      ticketHash: null,
      ticketExpiresAt: null,
      ticketUsedAt: null,
      ip,
    })
    .execute();
  return { challengeId: id, width, height, pieceWidth: PIECE_STRIP_WIDTH, ...images };
}

/** One try per challenge; success gives a one-time ticket for account login. */
export async function verifyChallenge(
  app: FastifyInstance,
  input: { challengeId: string; x: number; duration?: number | undefined },
): Promise<string> {
  const now = app.clock.now();
  const challenge = await app.db
    .selectFrom('slideChallenges')
    .selectAll()
    .where('id', '=', input.challengeId)
    .executeTakeFirst();
  if (!challenge || challenge.verifiedAt != null || now - challenge.createdAt > SLIDE_TTL_MS) {
    throw invalid('验证失败');
  }
  const passed =
    Math.abs(input.x - challenge.answerX) <= SLIDE_TOLERANCE_PX &&
    (input.duration == null || input.duration >= MIN_DRAG_MS);
  const ticket = passed ? newToken() : null;
  const marked = await app.db
    .updateTable('slideChallenges')
    .set({
      verifiedAt: now,
      ticketHash: ticket ? sha256(ticket) : null,
      ticketExpiresAt: ticket ? now + SLIDE_TTL_MS : null,
    })
    .where('id', '=', challenge.id)
    .where('verifiedAt', 'is', null)
    .executeTakeFirst();
  if (!ticket || Number(marked.numUpdatedRows) !== 1) throw invalid('验证失败');
  return ticket;
}

/** Uses up a slide ticket; throws unless it is valid, unexpired and unused. */
export async function consumeTicket(app: FastifyInstance, ticket: string): Promise<void> {
  const now = app.clock.now();
  const used = await app.db
    .updateTable('slideChallenges')
    .set({ ticketUsedAt: now })
    .where('ticketHash', '=', sha256(ticket))
    .where('ticketUsedAt', 'is', null)
    .where('ticketExpiresAt', '>', now)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw invalid('请先完成滑块验证');
}

/** Test hook only: the answer of a challenge. */
export async function challengeAnswer(app: FastifyInstance, id: string): Promise<number | null> {
  const row = await app.db
    .selectFrom('slideChallenges')
    .select('answerX')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.answerX ?? null;
}
