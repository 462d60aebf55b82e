import type { Kysely } from 'kysely';
import { index, openIndex, statusAndReason, timestamps, withId } from '../schema-helpers.ts';

type Db = Kysely<unknown>;

/**
 * Points and membership levels (issue 13). A point entry is unique per member, rule and the thing
 * that earned it (`ref_key`: the need's id, the day of a login, '-' for once-only rules), so an
 * event awarded twice — a retried decision, two parallel logins — lands once. A member has at
 * most one level purchase 待支付 at a time (partial unique index); it is paid through the payment
 * adapter (payments.purpose 'level'), whose rejection leaves it 支付失败 with the reason.
 */
export async function up(db: Db): Promise<void> {
  await withId(db, db.schema.createTable('point_entries'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rule', 'text', (c) => c.notNull())
    .addColumn('ref_key', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'point_entries', ['user_id', 'rule', 'ref_key'], { unique: true });
  await index(db, 'point_entries', ['user_id', 'created_at']);

  await withId(db, db.schema.createTable('level_purchases'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('years', 'integer', (c) => c.notNull())
    .addColumn('amount', 'numeric(12, 2)', (c) => c.notNull())
    .$call(statusAndReason())
    .$call(timestamps)
    .addColumn('paid_at', 'bigint')
    .addColumn('valid_from', 'bigint')
    .addColumn('valid_until', 'bigint')
    .execute();
  await openIndex(db, 'level_purchases', ['user_id'], 0);
  await index(db, 'level_purchases', ['user_id', 'created_at']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('level_purchases').execute();
  await db.schema.dropTable('point_entries').execute();
}
