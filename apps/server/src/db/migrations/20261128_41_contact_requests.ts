import { type Kysely, sql } from 'kysely';
import { withId } from '../schema-helpers.ts';

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
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('replied_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('contact_requests_open_idx')
    .on('contact_requests')
    .columns(['user_id', 'target_type', 'target_id'])
    .unique()
    .where(sql.ref('status'), '=', 0)
    .execute();
  await db.schema
    .createIndex('contact_requests_user_id_created_at_idx')
    .on('contact_requests')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('contact_requests_owner_id_created_at_idx')
    .on('contact_requests')
    .columns(['owner_id', 'created_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('contact_requests').ifExists().execute();
}
