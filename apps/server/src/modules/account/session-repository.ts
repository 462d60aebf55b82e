import type { Db } from '../../db/index.ts';
import { HOUR, MINUTE } from '../../lib/time.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';

export const SESSION_IDLE_MS = 30 * MINUTE;
export const SESSION_ABSOLUTE_MS = 12 * HOUR;
/** lastSeenAt is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = MINUTE;

export async function createSession(
  db: Db,
  userId: number,
  meta: { ip: string; userAgent: string },
  now = Date.now(),
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      tokenHash: sha256(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + SESSION_ABSOLUTE_MS,
      endedAt: null,
      ip: meta.ip,
      userAgent: meta.userAgent.slice(0, 300),
    })
    .execute();
  return token;
}

/** The live session of a token, sliding its idle window; null when unknown, ended or expired. */
export async function findLiveSession(db: Db, token: string, now = Date.now()) {
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('tokenHash', '=', sha256(token))
    .executeTakeFirst();
  if (!session || session.endedAt != null) return null;
  if (now >= session.expiresAt || now - session.lastSeenAt >= SESSION_IDLE_MS) return null;
  if (now - session.lastSeenAt >= TOUCH_INTERVAL_MS) {
    await db
      .updateTable('sessions')
      .set({ lastSeenAt: now })
      .where('id', '=', session.id)
      .execute();
  }
  return session;
}

export async function endSession(db: Db, sessionId: number, now = Date.now()) {
  await db.updateTable('sessions').set({ endedAt: now }).where('id', '=', sessionId).execute();
}

export async function endAllSessions(db: Db, userId: number, now = Date.now()) {
  await db
    .updateTable('sessions')
    .set({ endedAt: now })
    .where('userId', '=', userId)
    .where('endedAt', 'is', null)
    .execute();
}
