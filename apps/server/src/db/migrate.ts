import { type Kysely, type MigrationProvider, Migrator, sql } from 'kysely';
import { isPostgres } from './index.ts';
import { migrations } from './migrations/index.ts';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one; with one
  // schema per test file (or per tenant) it must be the connection's own.
  const migrationTableSchema = isPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({
    db,
    provider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}

/** The name of the newest migration this build knows. */
export const LATEST_MIGRATION = Object.keys(migrations).sort().at(-1) as string;

/**
 * Whether the database holds every migration of this build: the bookkeeping table exists and
 * names the newest one. An empty or half-migrated database is not ready, whatever `select 1` says.
 */
export async function schemaIsCurrent<DB>(db: Kysely<DB>): Promise<boolean> {
  // Kysely's own bookkeeping table is in no schema type of ours.
  const bookkeeping = db as unknown as Kysely<{ kysely_migration: { name: string } }>;
  try {
    const row = await bookkeeping
      .selectFrom('kysely_migration')
      .select('name')
      .where('name', '=', LATEST_MIGRATION)
      .executeTakeFirst();
    return row !== undefined;
  } catch (err) {
    // No bookkeeping table yet: an empty database. Anything else (unreachable) is the caller's.
    if (/kysely_migration|no such table|does not exist/i.test(String(err))) return false;
    throw err;
  }
}

/**
 * Waits until the database answers, retrying with a doubling pause (0.5 s up to 10 s) and
 * saying so, so a server started before its database (or during a failover) comes up by
 * itself instead of exiting. Gives up after `maxWaitMs`.
 */
export async function waitForDatabase<DB>(
  db: Kysely<DB>,
  log: (message: string) => void,
  maxWaitMs = 300_000,
): Promise<void> {
  const started = Date.now();
  let pause = 500;
  for (;;) {
    try {
      await sql`select 1`.execute(db);
      return;
    } catch (err) {
      const waited = Date.now() - started;
      if (waited >= maxWaitMs) throw err;
      log(
        `database not reachable yet (${err instanceof Error ? err.message : err}); retrying in ${pause} ms`,
      );
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, 10_000);
    }
  }
}
