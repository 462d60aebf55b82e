import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type AppOptions, buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { createDb, type Db } from '../../src/db/index.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { FakeClock } from '../../src/lib/clock.ts';
import { clonedTestDatabase, TEST_SCHEMA } from './pg-template.ts';

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  clock: FakeClock;
  config: Config;
  close: () => Promise<void>;
}

/** Noon in Shanghai, so day-boundary rules are not crossed by accident. */
export const TEST_START = Date.parse('2026-11-21T04:00:00Z');

/**
 * The test file's app: made by `create` before the file's tests run and closed after them.
 * Its fields are there from the first test on (not while the file is being collected).
 */
export function appForFile(create: () => Promise<TestContext> = () => createTestApp()) {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await create());
  });
  afterAll(() => ctx.close());
  return ctx;
}

/**
 * An app on a fresh database: SQLite in memory, or — with TEST_DATABASE_URL — a PostgreSQL
 * database of its own, cloned from the migrated template (support/pg-template.ts), so test files
 * can run in parallel.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  /** Runs before the app is ready, e.g. to add a route for a test. */
  setup?: (app: TestContext['app']) => void,
  /** What a server process hands its app beyond config and database (the test hooks' restart). */
  processOptions: Pick<AppOptions, 'testRestart'> = {},
): Promise<TestContext> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-uploads-'));
  let db: Db;
  let dropDatabase = async () => {};
  if (pgUrl) {
    const clone = await clonedTestDatabase(pgUrl);
    db = createDb({ databaseUrl: clone.url, pgSchema: TEST_SCHEMA, poolSize: 4 });
    dropDatabase = clone.drop;
  } else {
    db = createDb({ sqlitePath: ':memory:' });
  }
  await migrateToLatest(db);
  const config = loadConfig(
    { NODE_ENV: 'test', PORTAL_TEST_HOOKS: '1', SEED_DEMO: '0' },
    {
      UPLOAD_DIR: uploadDir,
      WEB_DIST: path.join(uploadDir, 'no-web'),
      ADMIN_DIST: path.join(uploadDir, 'no-admin'),
      MERCHANT_DIST: path.join(uploadDir, 'no-merchant'),
      // Every test file shares 127.0.0.1; app.test.ts checks the limits with them on.
      RATE_LIMIT: false,
      ...overrides,
    },
  );
  const clock = new FakeClock(TEST_START);
  const app = await buildApp({ config, db, clock, ...processOptions });
  setup?.(app);
  await app.ready();
  return {
    app,
    db,
    clock,
    config,
    close: async () => {
      await app.close();
      await db.destroy();
      await dropDatabase();
      fs.rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

/**
 * Two apps on ONE fresh database, each with its own database handle (so its own caches, rate
 * limit store and session cache): two server processes as far as shared state goes (issue #29).
 * SQLite in a temporary file, or a cloned PostgreSQL database with TEST_DATABASE_URL. `overrides` go to
 * both configs (e.g. REDIS_URL and a REDIS_PREFIX of their own).
 */
export async function createTwinApps(
  overrides: Partial<Config> = {},
): Promise<{ a: TestContext; b: TestContext; close: () => Promise<void> }> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-twins-'));
  const clone = pgUrl ? await clonedTestDatabase(pgUrl) : undefined;
  const open = (): Db =>
    clone
      ? createDb({ databaseUrl: clone.url, pgSchema: TEST_SCHEMA, poolSize: 4 })
      : createDb({ sqlitePath: path.join(dir, 'portal.db') });
  const clock = new FakeClock(TEST_START);
  const make = async (): Promise<TestContext> => {
    const db = open();
    await migrateToLatest(db);
    const config = loadConfig(
      { NODE_ENV: 'test', PORTAL_TEST_HOOKS: '1', SEED_DEMO: '0' },
      {
        UPLOAD_DIR: path.join(dir, 'uploads'),
        WEB_DIST: path.join(dir, 'no-web'),
        ADMIN_DIST: path.join(dir, 'no-admin'),
        RATE_LIMIT: false,
        ...overrides,
      },
    );
    const app = await buildApp({ config, db, clock });
    await app.ready();
    return {
      app,
      db,
      clock,
      config,
      close: async () => {
        await app.close();
        await db.destroy();
      },
    };
  };
  const a = await make();
  const b = await make();
  return {
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      await clone?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
