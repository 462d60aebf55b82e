import type { Kysely } from 'kysely';
import { index, timestamps, withId } from '../schema-helpers.ts';

/**
 * Operator console (issue #14): operator accounts and their sessions, separate from members;
 * the operator on audit rows and before/after; the reason a need was refused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('operators'))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('password_changed_at', 'bigint', (c) => c.notNull())
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('roles', 'text', (c) => c.notNull())
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_login_at', 'bigint')
    .$call(timestamps)
    .execute();

  await withId(db, db.schema.createTable('operator_sessions'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('operator_id', 'integer', (c) =>
      c.notNull().references('operators.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'operator_sessions', ['operator_id'], { name: 'operator_sessions_operator_idx' });

  await db.schema.alterTable('audit_log').addColumn('operator_id', 'integer').execute();
  await index(db, 'audit_log', ['operator_id', 'created_at'], { name: 'audit_log_operator_idx' });
  await db.schema.alterTable('needs').addColumn('review_reason', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('needs').dropColumn('review_reason').execute();
  await db.schema.dropIndex('audit_log_operator_idx').ifExists().execute();
  await db.schema.alterTable('audit_log').dropColumn('operator_id').execute();
  await db.schema.dropTable('operator_sessions').ifExists().execute();
  await db.schema.dropTable('operators').ifExists().execute();
}
