import { type Kysely, sql } from 'kysely';

/**
 * Indexes the province-size lists need (issue #30): a list narrowed by field and region finds
 * its rows without reading the whole section, the needs list pages in its own order (newest
 * first, id breaking ties) on PostgreSQL too, and the outcomes sorted by price (面议 last: the
 * expression of orderOf in market/filters.ts, which these must repeat) read in index order
 * instead of sorting every published outcome.
 */
const INDEXES: readonly (readonly [name: string, table: string, columns: string[]])[] = [
  ['outcomes_status_field_region_idx', 'outcomes', ['status', 'tech_field_id', 'region_code']],
  ['needs_status_field_region_idx', 'needs', ['status', 'tech_field_id', 'region_code']],
  ['needs_status_created_id_idx', 'needs', ['status', 'created_at', 'id']],
];

const NEGOTIABLE_LAST = sql`(case when price = 0 then 1 else 0 end)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, columns] of INDEXES)
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  await sql`create index outcomes_status_price_asc_idx
    on outcomes (status, ${NEGOTIABLE_LAST}, price)`.execute(db);
  await sql`create index outcomes_status_price_desc_idx
    on outcomes (status, ${NEGOTIABLE_LAST}, price desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    ...INDEXES.map(([index]) => index),
    'outcomes_status_price_asc_idx',
    'outcomes_status_price_desc_idx',
  ])
    await db.schema.dropIndex(name).ifExists().execute();
}
