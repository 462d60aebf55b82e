import { type Kysely, sql } from 'kysely';
import { withId } from '../schema-helpers.ts';

type Db = Kysely<unknown>;

/**
 * Settlement of technology deals (issue 12): one order per deal or auction (unique source),
 * and the payments for it. One pending (0) payment per purpose and record is a partial unique
 * index, so two slips sent at once cannot both wait for the operator.
 */
export async function up(db: Db): Promise<void> {
  await withId(db, db.schema.createTable('settlement_orders'))
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source_kind', 'text', (c) => c.notNull())
    .addColumn('source_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('transferor', 'text', (c) => c.notNull())
    .addColumn('transferee', 'text', (c) => c.notNull())
    .addColumn('amount', 'numeric(16, 2)', (c) => c.notNull())
    .addColumn('service_fee', 'numeric(16, 2)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('settlement_orders_source_idx')
    .on('settlement_orders')
    .columns(['source_kind', 'source_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('settlement_orders_user_id_created_at_idx')
    .on('settlement_orders')
    .columns(['user_id', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('payments'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amount', 'numeric(16, 2)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('payer_name', 'text', (c) => c.notNull())
    .addColumn('payer_account', 'text', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('slip_file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('reason', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('payments_pending_idx')
    .on('payments')
    .columns(['purpose', 'ref_id'])
    .unique()
    .where(sql.ref('status'), '=', 0)
    .execute();
  await db.schema
    .createIndex('payments_purpose_ref_id_idx')
    .on('payments')
    .columns(['purpose', 'ref_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('payments_status_created_at_idx')
    .on('payments')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('payments').ifExists().execute();
  await db.schema.dropTable('settlement_orders').ifExists().execute();
}
