import type { Kysely } from 'kysely';
import { index, timestamps, withId } from '../schema-helpers.ts';

type Db = Kysely<unknown>;

/**
 * Technology market (spec §2 /Project): outcomes, bounties and deal announcements. The home
 * boards read them; the lists, filters and details of the market pages use the same indexes:
 * newest published first, by field, by region, featured.
 */
export async function up(db: Db): Promise<void> {
  await withId(db, db.schema.createTable('outcomes'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('goods_name', 'text', (c) => c.notNull())
    .addColumn('tech_field_id', 'integer', (c) => c.notNull().references('tech_fields.id'))
    .addColumn('region_code', 'text', (c) => c.notNull())
    .addColumn('maturity', 'integer', (c) => c.notNull())
    .addColumn('cooperation_type', 'integer', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('trade_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('owner_type', 'integer', (c) => c.notNull())
    .addColumn('org_name', 'text', (c) => c.notNull())
    .addColumn('school_id', 'integer', (c) => c.references('schools.id'))
    .addColumn('linkman', 'text', (c) => c.notNull())
    .addColumn('linkphone', 'text', (c) => c.notNull())
    .addColumn('cover_img', 'text', (c) => c.notNull())
    .addColumn('keywords', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('publish_date', 'text', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(timestamps)
    .execute();
  await index(db, 'outcomes', ['status', 'publish_date', 'id']);
  await index(db, 'outcomes', ['featured', 'status', 'publish_date']);
  await index(db, 'outcomes', ['tech_field_id', 'status', 'publish_date']);
  await index(db, 'outcomes', ['region_code', 'status', 'publish_date']);
  await index(db, 'outcomes', ['user_id']);

  await withId(db, db.schema.createTable('rewards'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reward_name', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('tech_field_id', 'integer', (c) => c.notNull().references('tech_fields.id'))
    .addColumn('region_code', 'text', (c) => c.notNull())
    .addColumn('deadline', 'text', (c) => c.notNull())
    .addColumn('unveil_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('publisher', 'text', (c) => c.notNull())
    .addColumn('linkman', 'text', (c) => c.notNull())
    .addColumn('linkphone', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('publish_date', 'text', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(timestamps)
    .execute();
  await index(db, 'rewards', ['status', 'publish_date', 'id']);
  await index(db, 'rewards', ['tech_field_id', 'status', 'publish_date']);
  await index(db, 'rewards', ['user_id']);

  await withId(db, db.schema.createTable('deals'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('outcome_id', 'integer', (c) => c.references('outcomes.id').onDelete('set null'))
    .addColumn('need_id', 'integer', (c) => c.references('needs.id').onDelete('set null'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('deal_type', 'integer', (c) => c.notNull())
    .addColumn('transferor', 'text', (c) => c.notNull())
    .addColumn('transferee', 'text', (c) => c.notNull())
    .addColumn('tech_field_id', 'integer', (c) => c.notNull().references('tech_fields.id'))
    .addColumn('region_code', 'text', (c) => c.notNull())
    .addColumn('deal_date', 'text', (c) => c.notNull())
    .addColumn('contract_no', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'deals', ['deal_date', 'id']);
  await index(db, 'deals', ['outcome_id']);
  await index(db, 'deals', ['need_id']);
  await index(db, 'deals', ['tech_field_id', 'deal_date']);
}

export async function down(db: Db): Promise<void> {
  for (const t of ['deals', 'rewards', 'outcomes']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
