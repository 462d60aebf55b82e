import type { Kysely } from 'kysely';

/**
 * Uploaded files are private unless marked public (issue 9): ID cards, licences and contracts
 * are served only to their owner and operators; covers and logos an operator publishes are public.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('files')
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').dropColumn('is_public').execute();
}
