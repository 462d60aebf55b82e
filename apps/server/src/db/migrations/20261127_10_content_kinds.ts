import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

/**
 * Disclosures, help articles, download forms and statistics tiles get a publish state for the
 * console (issue #14): 1 shown on the portal (what every existing row is), 0 hidden.
 */
const TABLES = ['disclosures', 'help_articles', 'download_forms', 'stat_tiles'] as const;

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
