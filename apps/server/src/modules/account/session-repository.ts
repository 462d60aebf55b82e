import type { Db } from '../../db/index.ts';
import type { Session, User } from '../../db/types.ts';
import { HOUR, MINUTE } from '../../lib/time.ts';
import { newToken, openedSession, sha256 } from '../../lib/tokens.ts';
import { cachedSession, cacheSession, forgetSession, forgetUserSessions } from './session-cache.ts';

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
    .values({ userId, ...openedSession(token, meta, now, SESSION_ABSOLUTE_MS) })
    .execute();
  return token;
}

/**
 * The live session of a token and its active member — from the session cache when it was read
 * in the last few seconds, else in one query — sliding the idle window; null when the token is
 * unknown, ended or expired, or the account is gone.
 */
export async function findLiveSession(db: Db, token: string, now = Date.now()) {
  const tokenHash = sha256(token);
  const cached = cachedSession(db, tokenHash);
  const live = cached ?? (await readLiveSession(db, tokenHash));
  if (!live) return null;
  const { session } = live;
  if (session.endedAt != null) return null;
  if (now >= session.expiresAt || now - session.lastSeenAt >= SESSION_IDLE_MS) return null;
  if (now - session.lastSeenAt >= TOUCH_INTERVAL_MS) {
    await db
      .updateTable('sessions')
      .set({ lastSeenAt: now })
      .where('id', '=', session.id)
      .execute();
    session.lastSeenAt = now;
  }
  // Only a fresh read starts an entry's lifetime: a hit must not renew it, or a session ended
  // by another process would live on here for as long as it keeps being used.
  if (!cached) cacheSession(db, session, live.user);
  return live;
}

async function readLiveSession(db: Db, tokenHash: string) {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .selectAll('u')
    .select([
      's.id as sessionId',
      's.createdAt as sessionCreatedAt',
      's.lastSeenAt',
      's.expiresAt',
      's.endedAt',
      's.ip',
      's.userAgent',
    ])
    .where('s.tokenHash', '=', tokenHash)
    .where('u.status', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  const { sessionId, sessionCreatedAt, lastSeenAt, expiresAt, endedAt, ip, userAgent, ...user } =
    row;
  const session: Session = {
    id: sessionId,
    tokenHash,
    userId: user.id,
    createdAt: sessionCreatedAt,
    lastSeenAt,
    expiresAt,
    endedAt,
    ip,
    userAgent,
  };
  return { session, user: user satisfies User };
}

export async function endSession(db: Db, sessionId: number, now = Date.now()) {
  forgetSession(db, sessionId);
  await db.updateTable('sessions').set({ endedAt: now }).where('id', '=', sessionId).execute();
}

export async function endAllSessions(db: Db, userId: number, now = Date.now()) {
  forgetUserSessions(db, userId);
  await db
    .updateTable('sessions')
    .set({ endedAt: now })
    .where('userId', '=', userId)
    .where('endedAt', 'is', null)
    .execute();
}
