import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDb } from './db/index.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { loadCommonPasswords } from './modules/account/password.ts';

/** Reads config, prepares the database, listens, and shuts down cleanly on a signal. */
async function main() {
  const config = loadConfig();
  const db = createDb({
    databaseUrl: config.DATABASE_URL,
    sqlitePath: config.DATABASE_PATH,
    sqliteSynchronous: config.SQLITE_SYNCHRONOUS,
  });
  await migrateToLatest(db);
  const app = await buildApp({
    config,
    db,
    closeDb: true,
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

  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
