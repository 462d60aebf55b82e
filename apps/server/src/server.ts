import { copyFileSync, cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { createDb } from './db/index.ts';
import { migrateToLatest, waitForDatabase } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { loadCommonPasswords } from './modules/account/password.ts';
import { loadSegmenter } from './modules/search/segment.ts';
import type { TestRestart } from './plugins/test-hooks.ts';

/** Reads config, prepares the database, listens, and shuts down cleanly on a signal. */
async function main() {
  const config = loadConfig();
  const testRestart: TestRestart = {
    generation: 1,
    restart: (templateDir) => void restartFrom(templateDir),
  };
  let app = await serve(config, config.PORTAL_TEST_HOOKS ? testRestart : undefined);

  /** The test hooks' restart: the next app on a fresh copy of a seeded database and its files. */
  async function restartFrom(templateDir: string) {
    try {
      await app.close();
      copyDataFrom(templateDir, config);
      testRestart.generation += 1;
      app = await serve(config, testRestart);
    } catch (err) {
      startupLog('warn', `test restart failed: ${err instanceof Error ? err.message : err}`);
      process.exit(1);
    }
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** Opens and migrates the database, builds the app on it and listens. */
async function serve(config: Config, testRestart: TestRestart | undefined) {
  const db = createDb({
    databaseUrl: config.DATABASE_URL,
    sqlitePath: config.DATABASE_PATH,
    sqliteSynchronous: config.SQLITE_SYNCHRONOUS,
    onPoolError: (err) =>
      startupLog('warn', `PostgreSQL connection lost (${err.message}); reconnecting`),
  });
  await waitForDatabase(
    db,
    (message) => startupLog('warn', message),
    config.DB_WAIT_SECONDS * 1000,
  );
  // On PostgreSQL Kysely's migrator holds an advisory lock, so of several processes starting at
  // once one migrates and the others wait, then find nothing to do.
  await migrateToLatest(db);
  const app = await buildApp({
    config,
    db,
    closeDb: true,
    ...(testRestart ? { testRestart } : {}),
    logger: {
      level: config.LOG_LEVEL,
      ...(config.NODE_ENV === 'development' && process.stdout.isTTY
        ? { transport: { target: 'pino-pretty' } }
        : {}),
    },
  });
  if (config.SEED_DEMO) await seedIfEmpty(db, app.log, {}, config.UPLOAD_DIR);
  if (config.NODE_ENV === 'production' && config.SMS_PROVIDER === 'log') {
    app.log.warn(
      'SMS_PROVIDER=log writes SMS codes to the log; set SMS_PROVIDER=http in production',
    );
  }
  app.log.info({ commonPasswords: loadCommonPasswords() }, 'common password list loaded');
  loadSegmenter();
  await app.listen({ host: config.HOST, port: config.PORT });
  return app;
}

/** Replaces the SQLite database and the uploads by copies of a template's (test restarts only). */
function copyDataFrom(templateDir: string, config: Config) {
  if (config.DATABASE_URL) throw new Error('a test restart copies a SQLite database only');
  for (const suffix of ['-wal', '-shm'])
    rmSync(`${config.DATABASE_PATH}${suffix}`, { force: true });
  copyFileSync(path.join(templateDir, 'portal.db'), config.DATABASE_PATH);
  rmSync(config.UPLOAD_DIR, { recursive: true, force: true });
  const uploads = path.join(templateDir, 'uploads');
  if (existsSync(uploads)) cpSync(uploads, config.UPLOAD_DIR, { recursive: true });
}

/** A JSON log line like pino's, for what happens before the app (and its logger) exists. */
function startupLog(level: 'info' | 'warn', msg: string) {
  const line = JSON.stringify({ level: level === 'warn' ? 40 : 30, time: Date.now(), msg });
  (level === 'warn' ? console.warn : console.log)(line);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
