import type { Kysely } from 'kysely';

/**
 * Indexes the province-size lists need (issue #30): a list narrowed by field and region finds
 * its rows without reading the whole section, and the needs list pages in its own order
 * (newest first, id breaking ties) on PostgreSQL too.
 */
const INDEXES: readonly (readonly [name: string, table: string, columns: string[]])[] = [
  ['outcomes_status_field_region_idx', 'outcomes', ['status', 'tech_field_id', 'region_code']],
  ['needs_status_field_region_idx', 'needs', ['status', 'tech_field_id', 'region_code']],
  ['needs_status_created_id_idx', 'needs', ['status', 'created_at', 'id']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, columns] of INDEXES)
    await db.schema.createIndex(name).on(table).columns(columns).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
