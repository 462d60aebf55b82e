import type { Kysely } from 'kysely';

/**
 * The field/region indexes of the market lists (20261129_scale_01) gain the list's date column:
 * a filtered list's capped count, which carries a date bound whenever the visitor picks one
 * (and the lists always compare it), is then answered from the index alone — without it each
 * of up to ten thousand counted rows was read from the table (issue #30).
 */
const INDEXES: readonly (readonly [name: string, table: string, date: string])[] = [
  ['outcomes_status_field_region_date_idx', 'outcomes', 'publish_date'],
  ['needs_status_field_region_date_idx', 'needs', 'created_at'],
];

const REPLACED: readonly (readonly [name: string, table: string])[] = [
  ['outcomes_status_field_region_idx', 'outcomes'],
  ['needs_status_field_region_idx', 'needs'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, date] of INDEXES)
    await db.schema
      .createIndex(name)
      .on(table)
      .columns(['status', 'tech_field_id', 'region_code', date])
      .execute();
  for (const [name] of REPLACED) await db.schema.dropIndex(name).ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name, table] of REPLACED)
    await db.schema
      .createIndex(name)
      .on(table)
      .columns(['status', 'tech_field_id', 'region_code'])
      .execute();
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
