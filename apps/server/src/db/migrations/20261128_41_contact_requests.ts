import type { Kysely } from 'kysely';
import { index, moments, openIndex, timestamps, withId } from '../schema-helpers.ts';

type Db = Kysely<unknown>;

/**
 * 意向洽谈 (contact requests; issue 26): a member writes to the owner of an outcome or a
 * service product. `owner_id` is the member who owns the item; null (an organisation's item,
 * a seeded one) puts the request in the operators' queue. One waiting (0) request per member
 * and item is a partial unique index, so two concurrent sends cannot both land.
 */
export async function up(db: Db): Promise<void> {
  await withId(db, db.schema.createTable('contact_requests'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('target_title', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('linkman', 'text', (c) => c.notNull())
    .addColumn('linkphone', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('reply', 'text')
    .addColumn('replied_by', 'text')
    .addColumn('closed_by', 'text')
    .$call(timestamps)
    .$call(moments('replied_at', 'closed_at'))
    .execute();
  await openIndex(db, 'contact_requests', ['user_id', 'target_type', 'target_id'], 0);
  await index(db, 'contact_requests', ['user_id', 'created_at']);
  await index(db, 'contact_requests', ['owner_id', 'created_at']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('contact_requests').ifExists().execute();
}
