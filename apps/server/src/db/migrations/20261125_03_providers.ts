import { type Kysely, sql } from 'kysely';
import { index } from '../schema-helpers.ts';

type Db = Kysely<unknown>;

/**
 * Service-hall providers (issue 10): the organisations of /Service — universities (authType 3),
 * institutes (4), technology-manager organisations (5), incubators (6), member (VIP) units (7),
 * service agencies (8) and commissioner stations (9) — are rows of service_orgs, so a collect of
 * kind `vip` and the voucher's organisations stay one table. The voucher's own organisations
 * keep their org_type (dictionary org_type); the hall's other providers have org_type 0.
 * Talents belong to a provider (org_id) and, like the providers, count their detail views.
 * A provider's outcomes and deals are the market rows under its name (outcomes.org_name,
 * deals.transferor / transferee), hence the two indexes.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('service_orgs')
    .addColumn('auth_type', 'integer', (c) => c.notNull().defaultTo(8))
    .execute();
  await db.schema.alterTable('service_orgs').addColumn('tech_field_id', 'integer').execute();
  for (const column of ['address', 'content']) {
    await db.schema
      .alterTable('service_orgs')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema
    .alterTable('service_orgs')
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Voucher organisations seeded before: incubators are the hall's carriers, the rest agencies.
  await sql`update service_orgs set auth_type = case when org_type = 6 then 6 else 8 end`.execute(
    db,
  );

  await db.schema
    .alterTable('talents')
    .addColumn('org_id', 'integer', (c) => c.references('service_orgs.id'))
    .execute();
  for (const column of ['telephone', 'research']) {
    await db.schema
      .alterTable('talents')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema
    .alterTable('talents')
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await index(db, 'service_orgs', ['status', 'auth_type', 'sort']);
  await index(db, 'talents', ['org_id']);
  await index(db, 'outcomes', ['org_name', 'status']);
  await index(db, 'deals', ['transferor']);
  await index(db, 'deals', ['transferee']);
}

export async function down(db: Db): Promise<void> {
  for (const index of [
    'deals_transferee_idx',
    'deals_transferor_idx',
    'outcomes_org_name_status_idx',
    'talents_org_id_idx',
    'service_orgs_status_auth_type_sort_idx',
  ])
    await db.schema.dropIndex(index).execute();
  for (const column of ['view_count', 'research', 'telephone', 'org_id'])
    await db.schema.alterTable('talents').dropColumn(column).execute();
  for (const column of ['view_count', 'content', 'address', 'tech_field_id', 'auth_type'])
    await db.schema.alterTable('service_orgs').dropColumn(column).execute();
}
