import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

const TABLES = ['undertakings', 'participations'] as const;

/**
 * The console's undertakings and bounty-entry queues show why a row was refused (issue #14):
 * the reason an operator gives with 3 未采纳 / 未入选 is kept on the row (null otherwise).
 */
export async function up(db: Db): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('reason', 'text').execute();
  }
}

export async function down(db: Db): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('reason').execute();
}
