import type { Kysely } from 'kysely';
import { index, withId } from '../schema-helpers.ts';

type Db = Kysely<unknown>;

/**
 * Contact reveals (issue 26): the items whose full contact a member has seen. One row per
 * member and item (unique), so an item counts once against the level's monthly quota, which is
 * a quota counter charged in the same transaction.
 */
export async function up(db: Db): Promise<void> {
  await withId(db, db.schema.createTable('contact_reveals'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'contact_reveals', ['user_id', 'target_type', 'target_id'], {
    name: 'contact_reveals_user_target_idx',
    unique: true,
  });
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('contact_reveals').ifExists().execute();
}
