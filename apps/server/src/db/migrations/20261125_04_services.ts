import { type Kysely, sql } from 'kysely';
import { index, withId } from '../schema-helpers.ts';

type Db = Kysely<unknown>;

/**
 * Service products and rules (issue 10, part 2): what a product page shows that the shop table
 * lacked — delivery terms (服务周期、交付内容) and a view count — and the 机构规则 articles of
 * the service hall (/ServiceRules). Rows seeded before this get plain delivery terms.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('tech_services')
    .addColumn('delivery_terms', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('tech_services')
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update tech_services set delivery_terms = '签订服务合同后' || (5 + id % 20) || '个工作日内交付服务成果'`.execute(
    db,
  );
  await index(db, 'tech_services', ['status', 'service_type', 'cat_id']);

  await withId(db, db.schema.createTable('service_rules'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('publish_date', 'text', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'service_rules', ['status', 'publish_date', 'id']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('service_rules').ifExists().execute();
  await db.schema.dropIndex('tech_services_status_service_type_cat_id_idx').ifExists().execute();
  await db.schema.alterTable('tech_services').dropColumn('view_count').execute();
  await db.schema.alterTable('tech_services').dropColumn('delivery_terms').execute();
}
