import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

/**
 * An operator may refuse a financing need instead of publishing it (console, issue #14):
 * publish_status 2 未通过 with the reason the member is told.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('financing_demands').addColumn('review_reason', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('financing_demands').dropColumn('review_reason').execute();
}
