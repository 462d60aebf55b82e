import path from 'node:path';
import { digestPassword } from '@portal/shared';
import { createDb } from '../apps/server/src/db/index.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { hashPasswordDigest } from '../apps/server/src/modules/account/password.ts';
import { createSession } from '../apps/server/src/modules/account/session-repository.ts';
import { insertUser } from '../apps/server/src/modules/account/user-repository.ts';
import { indexDocument } from '../apps/server/src/modules/search/index-repository.ts';

/**
 * A need 待审核 of the member's in the search index: a member who owns a hidden document gets
 * searches of their own, never the guests' cached answer (search/routes.ts).
 */
const PENDING_NEED_REF = 2_000_000_000;

/**
 * A member and a live session written straight into the bench database before the server
 * starts (the production server has no test hooks); returns the session token.
 */
export async function createBenchMember(
  dataDir: string,
  databaseUrl?: string,
  options: { ownsPendingNeed?: boolean } = {},
): Promise<string> {
  const db = createDb(
    databaseUrl ? { databaseUrl } : { sqlitePath: path.join(dataDir, 'bench.db') },
  );
  try {
    await migrateToLatest(db);
    const now = Date.now();
    const username = options.ownsPendingNeed ? 'bench_owner' : 'bench_member';
    const existing = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirst();
    const userId =
      existing?.id ??
      (
        await insertUser(db, {
          username,
          telephone: options.ownsPendingNeed ? '13900009998' : '13900009999',
          passwordHash: await hashPasswordDigest(digestPassword('bench123!x')),
          passwordChangedAt: now,
          accountType: 2,
          role: 'member',
          lockedUntil: null,
          createdAt: now,
          updatedAt: now,
        })
      ).id;
    if (options.ownsPendingNeed) {
      await indexDocument(db, {
        docType: 'need',
        refId: PENDING_NEED_REF,
        title: '芯片封装测试需求（待审核）',
        body: '寻求芯片封装与测试合作',
        status: 0,
        ownerId: userId,
        publishDate: new Date(now).toISOString().slice(0, 10),
      });
    }
    return await createSession(db, userId, { ip: '127.0.0.1', userAgent: 'bench' }, now);
  } finally {
    await db.destroy();
  }
}
