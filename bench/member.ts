import path from 'node:path';
import { digestPassword } from '@portal/shared';
import { createDb } from '../apps/server/src/db/index.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { hashPasswordDigest } from '../apps/server/src/modules/account/password.ts';
import { createSession } from '../apps/server/src/modules/account/session-repository.ts';
import { insertUser } from '../apps/server/src/modules/account/user-repository.ts';

/**
 * A member and a live session written straight into the bench database before the server
 * starts (the production server has no test hooks); returns the session token.
 */
export async function createBenchMember(dataDir: string, databaseUrl?: string): Promise<string> {
  const db = createDb(
    databaseUrl ? { databaseUrl } : { sqlitePath: path.join(dataDir, 'bench.db') },
  );
  try {
    await migrateToLatest(db);
    const now = Date.now();
    const existing = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'bench_member')
      .executeTakeFirst();
    if (existing) {
      return await createSession(db, existing.id, { ip: '127.0.0.1', userAgent: 'bench' }, now);
    }
    const user = await insertUser(db, {
      username: 'bench_member',
      telephone: '13900009999',
      passwordHash: await hashPasswordDigest(digestPassword('bench123!x')),
      passwordChangedAt: now,
      accountType: 2,
      role: 'member',
      lockedUntil: null,
      createdAt: now,
      updatedAt: now,
    });
    return await createSession(db, user.id, { ip: '127.0.0.1', userAgent: 'bench' }, now);
  } finally {
    await db.destroy();
  }
}
