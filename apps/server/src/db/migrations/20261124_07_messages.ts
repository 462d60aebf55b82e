import type { Kysely } from 'kysely';
import { index, withId } from '../schema-helpers.ts';

type Db = Kysely<unknown>;

/**
 * Member messages (我的消息): one row per notice of a decision on the member's own item.
 * The audit log also keeps the user agent, for the member's login history (账号安全).
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('audit_log')
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await index(db, 'audit_log', ['user_id', 'action', 'id'], { name: 'audit_log_user_action_idx' });
  await withId(db, db.schema.createTable('messages'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'integer')
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('read_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'messages', ['user_id', 'is_read', 'id'], { name: 'messages_user_read_idx' });
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('messages').execute();
  await db.schema.dropIndex('audit_log_user_action_idx').execute();
  await db.schema.alterTable('audit_log').dropColumn('user_agent').execute();
}
