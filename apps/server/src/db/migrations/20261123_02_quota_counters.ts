import type { Kysely } from 'kysely';

/**
 * Counters behind limits that must hold under parallel requests and across app processes
 * (issue 9): the SMS resend interval and daily caps per phone, IP and site, puzzles per IP per
 * hour. One row per scope, key and period, changed only by conditional upserts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quota_counters')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('quota_counters_pk', ['scope', 'key', 'period'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quota_counters').ifExists().execute();
}
