import { type Kysely, sql } from 'kysely';
import { index, withId } from '../schema-helpers.ts';

type Db = Kysely<unknown>;

/**
 * Member centre (issue #13): the status history of transfer and contract registrations
 * (ORDER_STATUSES), one row per move, written by the same functions that move them. Existing
 * registrations get one row: their current status at their last change.
 */
export async function up(db: Db): Promise<void> {
  await withId(db, db.schema.createTable('order_status_moves'))
    // 'transfer' | 'contract'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    // null: the registration was created with to_status
    .addColumn('from_status', 'integer')
    .addColumn('to_status', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'order_status_moves', ['kind', 'record_id'], {
    name: 'order_status_moves_record_idx',
  });
  await sql`
    insert into order_status_moves (kind, record_id, from_status, to_status, reason, created_at)
    select 'transfer', id, null, status, reason, updated_at from transfer_registrations
  `.execute(db);
  await sql`
    insert into order_status_moves (kind, record_id, from_status, to_status, reason, created_at)
    select 'contract', id, null, status, reason, updated_at from contract_registrations
  `.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('order_status_moves').execute();
}
