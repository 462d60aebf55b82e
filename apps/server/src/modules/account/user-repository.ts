import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { NewUser, User, UserUpdate } from '../../db/types.ts';
import { forgetUserSessions } from './session-cache.ts';

export function findUserByUsername(db: Db, username: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findUserByTelephone(db: Db, telephone: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('telephone', '=', telephone).executeTakeFirst();
}

export async function insertUser(db: Db, user: NewUser): Promise<User> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(db: Db, id: number, patch: UserUpdate): Promise<void> {
  await db.updateTable('users').set(patch).where('id', '=', id).execute();
  forgetUserSessions(db, id);
}

/**
 * Counts one password attempt atomically, before the password is checked, so parallel guesses
 * cannot read the same count. The fifth attempt in a row locks the account until `lockUntil`;
 * an expired lock starts the count afresh. Undefined while the account is locked: no attempt.
 */
export async function countLoginAttempt(
  db: Db,
  userId: number,
  now: number,
  rule: { maxAttempts: number; lockUntil: number },
  /** Operators (issue #14) share the rule; both tables have the same counter columns. */
  table: 'users' | 'operators' = 'users',
): Promise<{ attempts: number } | undefined> {
  const attempts = sql<number>`case when locked_until is not null then 1 else failed_logins + 1 end`;
  // The cast gives PostgreSQL the parameter's type, which a bare CASE branch does not.
  const lockUntil = sql<number>`cast(${rule.lockUntil} as bigint)`;
  const row = await db
    .updateTable(table as 'users')
    .set({
      failedLogins: attempts,
      lockedUntil: sql<
        number | null
      >`case when ${attempts} >= ${rule.maxAttempts} then ${lockUntil} else null end`,
      updatedAt: now,
    })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', now)]))
    .returning(['failedLogins'])
    .executeTakeFirst();
  return row ? { attempts: row.failedLogins } : undefined;
}

/**
 * The member's record as stored now, for endpoints that show or check it (auth info, password
 * checks): request.user may come from the session cache, a few seconds old.
 */
export async function freshUser(db: Db, user: { id: number }): Promise<User> {
  return db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
}
