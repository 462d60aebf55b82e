import { Kysely, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createDb, type Db } from '../../src/db/index.ts';
import type { Database } from '../../src/db/types.ts';
import { appForFile } from '../support/app.ts';

const ctx = appForFile();

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

  it('is not ready on a database that answers but holds no schema', async () => {
    const db = createDb({ sqlitePath: ':memory:' });
    const app = await buildApp({ config: ctx.config, db, closeDb: true });
    try {
      const ready = await app.inject({ url: '/gateway/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        code: 500,
        msg: '数据库结构未就绪',
        data: { status: 'unmigrated' },
      });
    } finally {
      await app.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'answers 503 at once while PostgreSQL is unreachable',
    async () => {
      const app = await appWithUnreachableDb();
      try {
        const res = await app.inject({ url: '/gateway/client/api/home/hot/words' });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ msg: '数据库暂时不可用，请稍后再试' });
      } finally {
        await app.close();
      }
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'survives its PostgreSQL connections being killed and reconnects',
    async () => {
      const url = process.env.TEST_DATABASE_URL as string;
      const errors: Error[] = [];
      const db = createDb({ databaseUrl: url, poolSize: 2, onPoolError: (e) => errors.push(e) });
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]
          ?.pid;
        // What a database restart or failover does to an idle pooled connection.
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(errors.length).toBeGreaterThan(0);
        const again = await sql<{ one: number }>`select 1 as one`.execute(db);
        expect(again.rows[0]?.one).toBe(1);
      } finally {
        await admin.end();
        await db.destroy();
      }
    },
  );
});
