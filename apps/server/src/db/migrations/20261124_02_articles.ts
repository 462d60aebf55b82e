import { type Kysely, sql } from 'kysely';
import { index, withId } from '../schema-helpers.ts';

// Migrations are frozen in time: they run on whatever schema the database had then.
type Db = Kysely<unknown>;

/**
 * The header nav rows that pointed at a home section until these screens existed; an existing
 * database gets the real routes (a fresh one is seeded with them, db/seed/content/site.ts).
 * Only rows still carrying no route are changed, so an operator's own edits stay.
 */
const NAV_ROUTES: readonly (readonly [name: string, routerName: string, tableRoute: string])[] = [
  ['新闻中心', 'News', '/News'],
  ['政府信息公开', 'Disclosure', '/Disclosure'],
  ['新闻资讯', 'News', '/News'],
  ['观点洞察', 'Views', '/Views'],
];

/**
 * Articles (issue 11): news get an author; 成功案例 (transfer cases with their story) and
 * 政府信息公开 (disclosed documents with index number, issuer, dates and subject) get tables;
 * the header's 新闻中心 and 政府信息公开 point at their screens.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('news')
    .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // The news list's own order (the home block's index leads with is_top).
  await index(db, 'news', ['publish_date', 'id']);

  await withId(db, db.schema.createTable('success_cases'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('outcome_id', 'integer', (c) => c.references('outcomes.id').onDelete('set null'))
    .addColumn('transferor', 'text', (c) => c.notNull())
    .addColumn('transferee', 'text', (c) => c.notNull())
    // yuan
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('transfer_mode', 'integer', (c) => c.notNull())
    .addColumn('tech_field_id', 'integer', (c) => c.notNull().references('tech_fields.id'))
    .addColumn('region_code', 'text', (c) => c.notNull())
    .addColumn('deal_date', 'text', (c) => c.notNull())
    .addColumn('img', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('publish_date', 'text', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'success_cases', ['status', 'publish_date', 'id']);
  await index(db, 'success_cases', ['tech_field_id']);

  await withId(db, db.schema.createTable('disclosures'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('index_no', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('doc_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('written_date', 'text', (c) => c.notNull())
    .addColumn('category', 'integer', (c) => c.notNull())
    .addColumn('subject_words', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('publish_date', 'text', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'disclosures', ['index_no'], { unique: true });
  await index(db, 'disclosures', ['publish_date', 'id']);
  await index(db, 'disclosures', ['category', 'publish_date']);

  await pointNavAtArticles(db);
}

/** The data update of the nav rows (exported for its test). */
export async function pointNavAtArticles<DB>(anyDb: Kysely<DB>): Promise<void> {
  const db = anyDb as unknown as Db;
  for (const [name, routerName, tableRoute] of NAV_ROUTES) {
    await sql`update nav_items set router_name = ${routerName}, table_route = ${tableRoute}
      where name = ${name} and router_name is null and link_url is null`.execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('disclosures').ifExists().execute();
  await db.schema.dropTable('success_cases').ifExists().execute();
  await db.schema.dropIndex('news_publish_date_id_idx').ifExists().execute();
  await db.schema.alterTable('news').dropColumn('author').execute();
}
