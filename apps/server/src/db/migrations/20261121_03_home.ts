import type { Kysely } from 'kysely';
import { contact, index, timestamps, withId } from '../schema-helpers.ts';

type Db = Kysely<unknown>;

/** A named index (`<table>_<columns>_idx`). */

/** Operator-kept blocks of the home page: ads, tiles, links, menus, texts. */
async function contentBlocks(db: Db) {
  await withId(db, db.schema.createTable('ads'))
    .addColumn('position_type', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('img', 'text', (c) => c.notNull())
    .addColumn('link_url', 'text')
    .addColumn('ad_type', 'integer', (c) => c.notNull())
    .addColumn('ad_link_url', 'text')
    .addColumn('detail_type', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('publish_date', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await index(db, 'ads', ['position_type', 'status', 'sort']);

  await withId(db, db.schema.createTable('stat_tiles'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('fixed_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('friendly_links'))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('out_link', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('quick_menus'))
    .addColumn('menu_name', 'text', (c) => c.notNull())
    .addColumn('menu_img', 'text', (c) => c.notNull())
    .addColumn('menu_link', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('platform_texts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('img', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('search_tabs'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('search_type', 'integer', (c) => c.notNull())
    .addColumn('placeholder', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('cockpit_menus'))
    .addColumn('menu_name', 'text', (c) => c.notNull())
    .addColumn('menu_icon', 'text', (c) => c.notNull())
    .addColumn('menu_link', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

/** Service catalogue, organisations, products, talents and vouchers. */
async function services(db: Db) {
  await withId(db, db.schema.createTable('service_categories'))
    .addColumn('parent_id', 'integer', (c) =>
      c.references('service_categories.id').onDelete('cascade'),
    )
    .addColumn('cat_name', 'text', (c) => c.notNull())
    .addColumn('service_type', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('service_orgs'))
    .addColumn('org_name', 'text', (c) => c.notNull())
    .addColumn('org_logo', 'text', (c) => c.notNull())
    .addColumn('org_type', 'integer', (c) => c.notNull())
    .addColumn('region_code', 'text', (c) => c.notNull())
    .addColumn('credit_code', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('telephone', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('recommended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'service_orgs', ['status', 'recommended', 'sort']);

  await withId(db, db.schema.createTable('tech_services'))
    .addColumn('service_name', 'text', (c) => c.notNull())
    .addColumn('service_img', 'text', (c) => c.notNull())
    .addColumn('service_type', 'integer', (c) => c.notNull())
    .addColumn('cat_id', 'integer', (c) => c.notNull().references('service_categories.id'))
    .addColumn('org_id', 'integer', (c) => c.notNull().references('service_orgs.id'))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('price_unit', 'text', (c) => c.notNull())
    .addColumn('sales_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'tech_services', ['status', 'service_type', 'sort']);
  await index(db, 'tech_services', ['status', 'sort']);
  await index(db, 'tech_services', ['cat_id', 'status']);
  await index(db, 'tech_services', ['org_id']);

  await withId(db, db.schema.createTable('talents'))
    .addColumn('talent_type', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('gender', 'integer', (c) => c.notNull())
    .addColumn('title_level', 'integer', (c) => c.notNull())
    .addColumn('org_name', 'text', (c) => c.notNull())
    .addColumn('tech_field_id', 'integer', (c) => c.references('tech_fields.id'))
    .addColumn('region_code', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'talents', ['status', 'talent_type', 'id']);

  await withId(db, db.schema.createTable('voucher_notices'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('publish_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'voucher_notices', ['publish_date', 'id']);

  await withId(db, db.schema.createTable('voucher_claims'))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('credit_code', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('redeemed_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('org_id', 'integer', (c) => c.references('service_orgs.id'))
    .addColumn('claimed_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'voucher_claims', ['credit_code']);
  await index(db, 'voucher_claims', ['status']);
}

/** Members' finance submissions: loan applications, financing needs, demand applications. */
async function finance(db: Db) {
  await withId(db, db.schema.createTable('finance_categories'))
    .addColumn('cat_name', 'text', (c) => c.notNull())
    .addColumn('cat_desc', 'text', (c) => c.notNull())
    .addColumn('cat_img', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('loan_applications'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('apply_money', 'numeric(16, 2)', (c) => c.notNull())
    .addColumn('guaranty_type', 'integer', (c) => c.notNull())
    .addColumn('money_use', 'text')
    .addColumn('business_scope', 'text')
    .addColumn('link_name', 'text', (c) => c.notNull())
    .addColumn('link_phone', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'loan_applications', ['user_id', 'created_at']);

  await withId(db, db.schema.createTable('financing_demands'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('apply_money', 'numeric(16, 2)', (c) => c.notNull())
    .addColumn('project_desc', 'text')
    .addColumn('stock_percent', 'numeric(5, 2)')
    .addColumn('link_phone', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'financing_demands', ['user_id', 'created_at']);

  await withId(db, db.schema.createTable('finance_demand_applications'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('company_address', 'text', (c) => c.notNull())
    .addColumn('legal_person', 'text', (c) => c.notNull())
    .addColumn('main_business', 'text', (c) => c.notNull())
    .addColumn('linkman', 'text', (c) => c.notNull())
    .addColumn('linkphone', 'text', (c) => c.notNull())
    .addColumn('company_property_id', 'integer', (c) => c.notNull())
    .addColumn('company_property_name', 'text', (c) => c.notNull())
    .addColumn('own_quality', 'text')
    .addColumn('join_reason', 'text', (c) => c.notNull())
    .addColumn('sign_category', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'finance_demand_applications', ['user_id', 'created_at']);
}

/** Tech needs and their tags. */
async function needs(db: Db) {
  await withId(db, db.schema.createTable('need_tags'))
    .addColumn('tag_name', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await index(db, 'need_tags', ['type', 'sort']);

  await withId(db, db.schema.createTable('needs'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('goods_name', 'text', (c) => c.notNull())
    .addColumn('need_type', 'integer', (c) => c.notNull().references('need_tags.id'))
    .addColumn('give_type', 'integer', (c) => c.notNull().references('need_tags.id'))
    .addColumn('tag_ids', 'text', (c) => c.notNull())
    .addColumn('deadline_time', 'text', (c) => c.notNull())
    .addColumn('goods_desc', 'text')
    .addColumn('tech_field_id', 'integer', (c) => c.references('tech_fields.id'))
    .addColumn('region_code', 'text')
    .addColumn('budget', 'bigint')
    .addColumn('company_name', 'text')
    .addColumn('linkman', 'text')
    .addColumn('linkphone', 'text')
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(timestamps)
    .execute();
  await index(db, 'needs', ['status', 'created_at']);
  await index(db, 'needs', ['user_id', 'created_at']);
  await index(db, 'needs', ['tech_field_id', 'status', 'created_at']);
  await index(db, 'needs', ['region_code', 'status', 'created_at']);
}

/** Activity centre: categories, activities, sign-ups. */
async function activities(db: Db) {
  await withId(db, db.schema.createTable('action_categories'))
    .addColumn('cat_name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('activities'))
    .addColumn('cat_id', 'integer', (c) => c.notNull().references('action_categories.id'))
    .addColumn('action_name', 'text', (c) => c.notNull())
    .addColumn('action_img', 'text', (c) => c.notNull())
    .addColumn('province_code', 'text', (c) => c.notNull())
    .addColumn('city_code', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('organizer', 'text', (c) => c.notNull())
    .addColumn('sign_start_at', 'bigint', (c) => c.notNull())
    .addColumn('sign_end_at', 'bigint', (c) => c.notNull())
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint', (c) => c.notNull())
    .addColumn('max_signups', 'integer')
    .addColumn('sign_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recommended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'activities', ['cat_id', 'start_at']);
  await index(db, 'activities', ['start_at']);
  await index(db, 'activities', ['recommended', 'start_at']);
  await index(db, 'activities', ['city_code', 'start_at']);
  // The status filters (derived from the clock) are ranges on end_at, then the sign-up window;
  // the index covers all three so status counts never read the rows.
  await index(db, 'activities', ['end_at', 'sign_start_at', 'sign_end_at']);

  await withId(db, db.schema.createTable('activity_signups'))
    .addColumn('action_id', 'integer', (c) =>
      c.notNull().references('activities.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .$call(contact)
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'activity_signups', ['action_id', 'user_id'], { unique: true });
  await index(db, 'activity_signups', ['user_id', 'created_at']);
}

/** Policies and news. */
async function policyNews(db: Db) {
  await withId(db, db.schema.createTable('policies'))
    .addColumn('policy_name', 'text', (c) => c.notNull())
    .addColumn('dept_name', 'text', (c) => c.notNull())
    .addColumn('policy_level', 'integer', (c) => c.notNull())
    .addColumn('region_code', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('publish_date', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'policies', ['publish_date', 'id']);
  await index(db, 'policies', ['end_date', 'id']);

  await withId(db, db.schema.createTable('news'))
    .addColumn('news_title', 'text', (c) => c.notNull())
    .addColumn('news_type', 'integer', (c) => c.notNull())
    .addColumn('news_img', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('publish_date', 'text', (c) => c.notNull())
    .addColumn('is_top', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'news', ['is_top', 'publish_date', 'id']);
  await index(db, 'news', ['news_type', 'publish_date', 'id']);
}

/**
 * The home page's tables (spec §1 "Home page", §7 "Home" and "Activities, services,
 * vouchers"). Every list query has its index; submissions carry user_id and created_at.
 */
export async function up(db: Db): Promise<void> {
  await contentBlocks(db);
  await services(db);
  await finance(db);
  await needs(db);
  await activities(db);
  await policyNews(db);
}

export async function down(db: Db): Promise<void> {
  for (const t of [
    'news',
    'policies',
    'activity_signups',
    'activities',
    'action_categories',
    'needs',
    'need_tags',
    'finance_demand_applications',
    'financing_demands',
    'loan_applications',
    'finance_categories',
    'voucher_claims',
    'voucher_notices',
    'talents',
    'tech_services',
    'service_orgs',
    'service_categories',
    'cockpit_menus',
    'search_tabs',
    'platform_texts',
    'quick_menus',
    'friendly_links',
    'stat_tiles',
    'ads',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
