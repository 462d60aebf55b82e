import { type Kysely, sql } from 'kysely';
import { withId } from '../schema-helpers.ts';

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
  await db.schema
    .createIndex('point_entries_user_id_rule_ref_key_idx')
    .on('point_entries')
    .columns(['user_id', 'rule', 'ref_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('point_entries_user_id_created_at_idx')
    .on('point_entries')
    .columns(['user_id', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('level_purchases'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('years', 'integer', (c) => c.notNull())
    .addColumn('amount', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('valid_from', 'bigint')
    .addColumn('valid_until', 'bigint')
    .execute();
  await db.schema
    .createIndex('level_purchases_open_idx')
    .on('level_purchases')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', 0)
    .execute();
  await db.schema
    .createIndex('level_purchases_user_id_created_at_idx')
    .on('level_purchases')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('level_purchases').execute();
  await db.schema.dropTable('point_entries').execute();
}
