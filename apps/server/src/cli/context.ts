import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/index.ts';
import { migrateToLatest } from '../db/migrate.ts';

/** The app, without listening, on the configured database: what CLI commands work through. */
export async function cliApp() {
  const config = loadConfig();
  const db = createDb({
    databaseUrl: config.DATABASE_URL,
    sqlitePath: config.DATABASE_PATH,
    sqliteSynchronous: config.SQLITE_SYNCHRONOUS,
  });
  await migrateToLatest(db);
  const app = await buildApp({ config, db, closeDb: true });
  await app.ready();
  return app;
}
