import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

const TABLES = ['news', 'views', 'policies', 'activities'] as const;

/**
 * Operator content (issue #14): news, viewpoints, policies and activities get a publish state —
 * 1 published (what every existing row is), 0 withdrawn or a draft, hidden from the portal.
 */
export async function up(db: Db): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
}

export async function down(db: Db): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('status').execute();
}
