import { type Kysely, sql } from 'kysely';
import {
  decisionColumns,
  index,
  listAndQueueIndexes,
  moments,
  openIndex,
  timestamps,
  withId,
} from '../schema-helpers.ts';

type Db = Kysely<unknown>;

/**
 * The innovation voucher economy (issue #24). The first voucher_claims (a seeded tally with no
 * owner) is replaced by the workflow's rows. Money is whole yuan. Budgets and balances are
 * columns moved by conditional UPDATEs (`where remaining >= amount`), never read-then-write:
 * - voucher_batches.remaining: budget not yet issued (reserved at issue, returned on expiry);
 * - voucher_company_years.issued: a company's issued total per year (the yearly cap);
 * - vouchers.balance: what orders may still reserve (reserved at order, released on cancel).
 * One open claim per company and batch and one open redemption per order: partial unique indexes.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.dropTable('voucher_claims').execute();

  await withId(db, db.schema.createTable('voucher_batches'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('total_budget', 'bigint', (c) => c.notNull())
    .addColumn('remaining', 'bigint', (c) => c.notNull())
    .addColumn('claim_cap', 'bigint', (c) => c.notNull())
    .addColumn('year_cap', 'bigint', (c) => c.notNull())
    .addColumn('claim_start', 'text', (c) => c.notNull())
    .addColumn('claim_end', 'text', (c) => c.notNull())
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('service_types', 'text', (c) => c.notNull())
    .addColumn('max_share_percent', 'integer', (c) => c.notNull())
    .addColumn('redeemer', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .$call(timestamps)
    .addCheckConstraint('voucher_batches_remaining_check', sql`remaining >= 0`)
    .execute();
  await index(db, 'voucher_batches', ['year', 'claim_start']);

  await withId(db, db.schema.createTable('voucher_claims'))
    .addColumn('batch_id', 'integer', (c) => c.notNull().references('voucher_batches.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('credit_code', 'text', (c) => c.notNull())
    .addColumn('legal_person', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('linkman', 'text', (c) => c.notNull())
    .addColumn('linkphone', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('licence_file_id', 'integer', (c) => c.notNull())
    .$call(decisionColumns())
    .execute();
  await openIndex(db, 'voucher_claims', ['batch_id', 'credit_code'], [0, 1]);
  await listAndQueueIndexes(db, 'voucher_claims');

  await withId(db, db.schema.createTable('vouchers'))
    .addColumn('claim_id', 'integer', (c) => c.notNull().unique().references('voucher_claims.id'))
    .addColumn('batch_id', 'integer', (c) => c.notNull().references('voucher_batches.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('credit_code', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull())
    .addColumn('expires_on', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('returned', 'bigint', (c) => c.notNull().defaultTo(0))
    .$call(timestamps)
    .addCheckConstraint('vouchers_balance_check', sql`balance >= 0`)
    .execute();
  await index(db, 'vouchers', ['user_id', 'created_at']);
  await index(db, 'vouchers', ['status', 'expires_on']);

  await db.schema
    .createTable('voucher_company_years')
    .addColumn('credit_code', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('issued', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('voucher_company_years_pk', ['credit_code', 'year'])
    .execute();

  await withId(db, db.schema.createTable('voucher_orders'))
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('voucher_id', 'integer', (c) => c.notNull().references('vouchers.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('voucher_amount', 'bigint', (c) => c.notNull())
    .addColumn('self_amount', 'bigint', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('report_file_id', 'integer')
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('cancel_reason', 'text')
    .$call(timestamps)
    .$call(moments('confirmed_at', 'delivered_at', 'accepted_at', 'cancelled_at'))
    .execute();
  await listAndQueueIndexes(db, 'voucher_orders');
  await index(db, 'voucher_orders', ['org_id', 'created_at']);
  await index(db, 'voucher_orders', ['voucher_id']);

  await withId(db, db.schema.createTable('voucher_redemptions'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('voucher_orders.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('filer', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('invoice_no', 'text', (c) => c.notNull())
    .addColumn('contract_file_id', 'integer', (c) => c.notNull())
    .addColumn('invoice_file_id', 'integer', (c) => c.notNull())
    .addColumn('report_file_id', 'integer', (c) => c.notNull())
    .addColumn('remark', 'text')
    .$call(decisionColumns({ lifecycle: ['decided_at', 'settled_at', 'withdrawn_at'] }))
    .execute();
  await openIndex(db, 'voucher_redemptions', ['order_id'], [0, 1, 2]);
  await listAndQueueIndexes(db, 'voucher_redemptions');
}

export async function down(db: Db): Promise<void> {
  for (const t of [
    'voucher_redemptions',
    'voucher_orders',
    'voucher_company_years',
    'vouchers',
    'voucher_claims',
    'voucher_batches',
  ]) {
    await db.schema.dropTable(t).execute();
  }
  await withId(db, db.schema.createTable('voucher_claims'))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('credit_code', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('redeemed_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('org_id', 'integer')
    .addColumn('claimed_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
