import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createDb, type Db } from '../../src/db/index.ts';
import type { Database } from '../../src/db/types.ts';
import { createTestApp, type TestContext } from '../support/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** An app whose database cannot answer: SQLite that fails to open, or PostgreSQL on a dead port. */
async function appWithUnreachableDb() {
  const db: Db = process.env.TEST_DATABASE_URL
    ? createDb({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', poolSize: 1 })
    : new Kysely<Database>({
        dialect: new SqliteDialect({
          database: async () => {
            throw new Error('SQLITE_CANTOPEN');
          },
        }),
      });
  const app = await buildApp({ config: ctx.config, db });
  await app.ready();
  return app;
}

describe('health and readiness probes', () => {
  it('answers liveness and readiness while the database answers', async () => {
    const health = await ctx.app.inject({ url: '/gateway/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ code: 1, msg: '操作成功', data: { status: 'up' } });
    expect(health.headers['cache-control']).toBe('no-store');
    const ready = await ctx.app.inject({ url: '/gateway/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ code: 1, data: { status: 'ready' } });
  });

  it('stays alive but not ready when the database is unreachable', async () => {
    const app = await appWithUnreachableDb();
    try {
      expect((await app.inject({ url: '/gateway/health' })).statusCode).toBe(200);
      const ready = await app.inject({ url: '/gateway/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        code: 500,
        msg: '数据库不可用',
        data: { status: 'unavailable' },
      });
    } finally {
      await app.close();
    }
  });
});
