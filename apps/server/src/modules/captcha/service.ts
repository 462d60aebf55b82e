import { randomInt, randomUUID } from 'node:crypto';
import type { SlideChallenge, SlideVerifyRequest } from '@portal/shared';
import { SLIDE_PUZZLE } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { invalid } from '../../lib/errors.ts';
import { chargeCaps, pruneCounters } from '../../lib/quota.ts';
import { DAY, HOUR } from '../../lib/time.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import { isHumanDrag } from './drag-check.ts';
import { renderPuzzle } from './images.ts';
import { PIECE_STRIP_WIDTH } from './shapes.ts';

/** How far (px) the released piece may be from the hole. */
export const SLIDE_TOLERANCE_PX = 6;
/** A challenge must be answered within this time, and its ticket used within the same. */
export const SLIDE_TTL_MS = 2 * 60_000;

/**
 * Puzzles one IP may fetch per hour, on top of the route's per-minute limit: a person needs a
 * few per login, a solver thousands. A conditional counter (lib/quota.ts), so it holds under
 * parallel requests and across server instances.
 */
export const SLIDE_CHALLENGES_PER_IP_HOUR = 120;

export async function createChallenge(app: FastifyInstance, ip: string): Promise<SlideChallenge> {
  const { width, height, pieceSize, radius, backgrounds } = SLIDE_PUZZLE;
  const now = app.clock.now();
  if (app.config.RATE_LIMIT) {
    const cap = {
      scope: 'slide-ip',
      key: ip,
      period: String(Math.floor(now / HOUR)),
      limit: SLIDE_CHALLENGES_PER_IP_HOUR,
      message: '操作过于频繁，请稍后再试',
    };
    await chargeCaps(app.db, [cap], now);
  }
  const x = randomInt(PIECE_STRIP_WIDTH + 20, width - PIECE_STRIP_WIDTH - 5);
  const y = randomInt(2 * radius + 4, height - pieceSize - 6);
  const images = renderPuzzle(randomInt(0, backgrounds), x, y, randomInt(0, 2 ** 31));
  const id = randomUUID();
  await app.db
    .deleteFrom('slideChallenges')
    .where('createdAt', '<', now - DAY)
    .execute();
  await pruneCounters(app.db, now - 2 * DAY);
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
  input: SlideVerifyRequest,
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
  const passed = Math.abs(input.x - challenge.answerX) <= SLIDE_TOLERANCE_PX && isHumanDrag(input);
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
