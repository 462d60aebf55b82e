import type { Kysely } from 'kysely';
import { index, statusAndReason, timestamps, withId } from '../schema-helpers.ts';

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
    .$call(statusAndReason())
    .$call(timestamps)
    .addColumn('paid_at', 'bigint')
    .execute();
  await index(db, 'settlement_orders', ['source_kind', 'source_id'], {
    name: 'settlement_orders_source_idx',
    unique: true,
  });
  await index(db, 'settlement_orders', ['user_id', 'created_at']);

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
    .$call(timestamps)
    .addColumn('decided_at', 'bigint')
    .execute();
  await index(db, 'payments', ['purpose', 'ref_id'], {
    name: 'payments_pending_idx',
    unique: true,
    whileStatus: 0,
  });
  await index(db, 'payments', ['purpose', 'ref_id', 'created_at'], {
    name: 'payments_purpose_ref_id_idx',
  });
  await index(db, 'payments', ['status', 'created_at']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('payments').ifExists().execute();
  await db.schema.dropTable('settlement_orders').ifExists().execute();
}
