import { OPERATOR_ROLE_VALUES, type OperatorInfo, type OperatorRole } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import type { Operator, OperatorSession } from '../../db/types.ts';
import { HOUR, MINUTE } from '../../lib/time.ts';
import { newToken, openedSession, sha256 } from '../../lib/tokens.ts';
import { hashPasswordDigest } from '../account/password.ts';

/** Console sessions end after 15 idle minutes (issue #14), and after 12 h in any case. */
export const OPERATOR_IDLE_MS = 15 * MINUTE;
export const OPERATOR_ABSOLUTE_MS = 12 * HOUR;
const TOUCH_INTERVAL_MS = MINUTE;

export function rolesOf(operator: Pick<Operator, 'roles'>): OperatorRole[] {
  return operator.roles
    .split(',')
    .filter((r): r is OperatorRole => (OPERATOR_ROLE_VALUES as string[]).includes(r));
}

export function operatorInfo(operator: Operator): OperatorInfo {
  return {
    id: operator.id,
    username: operator.username,
    displayName: operator.displayName,
    roles: rolesOf(operator),
    mustChangePassword: operator.mustChangePassword === 1,
  };
}

export function findOperatorByUsername(db: Db, username: string) {
  return db.selectFrom('operators').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findOperator(db: Db, id: number) {
  return db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A new operator; the password set here must be changed at first login. */
export async function insertOperator(
  db: Db,
  input: { username: string; displayName: string; roles: OperatorRole[]; passwordDigest: string },
  now: number,
): Promise<Operator> {
  return db
    .insertInto('operators')
    .values({
      username: input.username,
      displayName: input.displayName,
      roles: input.roles.join(','),
      passwordHash: await hashPasswordDigest(input.passwordDigest),
      passwordChangedAt: now,
      mustChangePassword: 1,
      lockedUntil: null,
      lastLoginAt: null,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createOperatorSession(
  db: Db,
  operatorId: number,
  meta: { ip: string; userAgent: string },
  now: number,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('operatorSessions')
    .values({ operatorId, ...openedSession(token, meta, now, OPERATOR_ABSOLUTE_MS) })
    .execute();
  return token;
}

/**
 * The live console session of a token and its active operator, sliding the idle window; null
 * for unknown, ended, idle or expired sessions and disabled operators. Member tokens live in
 * another table, so they are never found here (nor operator tokens among members').
 */
export async function findLiveOperatorSession(
  db: Db,
  token: string,
  now: number,
): Promise<{ operator: Operator; session: OperatorSession } | null> {
  const row = await db
    .selectFrom('operatorSessions as s')
    .innerJoin('operators as o', 'o.id', 's.operatorId')
    .selectAll('o')
    .select([
      's.id as sessionId',
      's.createdAt as sessionCreatedAt',
      's.lastSeenAt',
      's.expiresAt',
      's.endedAt',
      's.ip',
      's.userAgent',
    ])
    .where('s.tokenHash', '=', sha256(token))
    .where('o.status', '=', 1)
    .executeTakeFirst();
  if (!row || row.endedAt != null) return null;
  if (now >= row.expiresAt || now - row.lastSeenAt >= OPERATOR_IDLE_MS) return null;
  const {
    sessionId,
    sessionCreatedAt,
    lastSeenAt,
    expiresAt,
    endedAt,
    ip,
    userAgent,
    ...operator
  } = row;
  if (now - lastSeenAt >= TOUCH_INTERVAL_MS) {
    await db
      .updateTable('operatorSessions')
      .set({ lastSeenAt: now })
      .where('id', '=', sessionId)
      .execute();
  }
  return {
    operator,
    session: {
      id: sessionId,
      tokenHash: sha256(token),
      operatorId: operator.id,
      createdAt: sessionCreatedAt,
      lastSeenAt: now,
      expiresAt,
      endedAt,
      ip,
      userAgent,
    },
  };
}

export async function endOperatorSession(db: Db, sessionId: number, now: number) {
  await db
    .updateTable('operatorSessions')
    .set({ endedAt: now })
    .where('id', '=', sessionId)
    .execute();
}

export async function endOperatorSessions(db: Db, operatorId: number, now: number) {
  await db
    .updateTable('operatorSessions')
    .set({ endedAt: now })
    .where('operatorId', '=', operatorId)
    .where('endedAt', 'is', null)
    .execute();
}
