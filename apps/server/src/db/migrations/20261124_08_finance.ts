import { type Kysely, sql } from 'kysely';
import {
  decisionColumns,
  index,
  listAndQueueIndexes,
  openIndex,
  withId,
} from '../schema-helpers.ts';

type Db = Kysely<unknown>;

const PRODUCT_COLUMNS = [
  'rate_min',
  'rate_max',
  'amount_min',
  'term_months',
  'guaranty_type',
  'tech_field_id',
  'region_code',
  'conditions',
  'documents',
  'org_intro',
  'org_phone',
] as const;

/**
 * The finance section (issue 12): what /FinanceList filters and /Financedetail shows that the
 * product table lacked (rate and amount ranges, term in months, guaranty type as a dictionary
 * value, eligible field and region, conditions, documents, provider), members' applications for
 * products, the publish status of financing needs and institutions' undertakings of them.
 * One open (0 待受理 / 1 已受理) application per member and product, and one undertaking per
 * member and need, are unique indexes, so concurrent submits cannot both land.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('finance_products').addColumn('rate_min', 'numeric(5, 2)').execute();
  await db.schema.alterTable('finance_products').addColumn('rate_max', 'numeric(5, 2)').execute();
  for (const [column, type, fallback] of [
    ['amount_min', 'integer', 0],
    ['term_months', 'integer', 12],
    ['guaranty_type', 'integer', 1],
  ] as const) {
    await db.schema
      .alterTable('finance_products')
      .addColumn(column, type, (c) => c.notNull().defaultTo(fallback))
      .execute();
  }
  await db.schema.alterTable('finance_products').addColumn('tech_field_id', 'integer').execute();
  for (const column of ['region_code', 'conditions', 'org_intro', 'org_phone']) {
    await db.schema
      .alterTable('finance_products')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema
    .alterTable('finance_products')
    .addColumn('documents', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  // Rows seeded before this migration: a plausible range from the minimum in rate_text.
  await sql`update finance_products set
      amount_min = case when amount_max >= 500 then 50 else 10 end,
      rate_min = case when rate_text like '年化%' then 3.2 + (id % 8) * 0.1 end,
      rate_max = case when rate_text like '年化%' then 5.5 + (id % 4) * 0.25 end,
      term_months = 12 + (id % 3) * 12,
      guaranty_type = 1 + (id % 5)`.execute(db);
  await index(db, 'finance_products', ['status', 'cat_id', 'publish_date']);

  await withId(db, db.schema.createTable('finance_product_applications'))
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('finance_products.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('apply_money', 'numeric(16, 2)', (c) => c.notNull())
    .addColumn('money_use', 'text')
    .addColumn('guaranty_type', 'integer', (c) => c.notNull())
    .addColumn('link_name', 'text', (c) => c.notNull())
    .addColumn('link_phone', 'text', (c) => c.notNull())
    .$call(decisionColumns())
    .execute();
  await openIndex(db, 'finance_product_applications', ['product_id', 'user_id'], [0, 1]);
  await listAndQueueIndexes(db, 'finance_product_applications');

  await db.schema
    .alterTable('financing_demands')
    .addColumn('publish_status', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('financing_demands').addColumn('published_at', 'bigint').execute();
  await index(db, 'financing_demands', ['publish_status', 'published_at']);

  await withId(db, db.schema.createTable('financing_undertakings'))
    .addColumn('financing_id', 'integer', (c) =>
      c.notNull().references('financing_demands.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('org_name', 'text', (c) => c.notNull())
    .addColumn('link_name', 'text', (c) => c.notNull())
    .addColumn('link_phone', 'text', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'financing_undertakings', ['financing_id', 'user_id'], { unique: true });
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('financing_undertakings').ifExists().execute();
  await db.schema
    .dropIndex('financing_demands_publish_status_published_at_idx')
    .ifExists()
    .execute();
  await db.schema.alterTable('financing_demands').dropColumn('published_at').execute();
  await db.schema.alterTable('financing_demands').dropColumn('publish_status').execute();
  await db.schema.dropTable('finance_product_applications').ifExists().execute();
  await db.schema.dropIndex('finance_products_status_cat_id_publish_date_idx').ifExists().execute();
  for (const column of PRODUCT_COLUMNS) {
    await db.schema.alterTable('finance_products').dropColumn(column).execute();
  }
}
