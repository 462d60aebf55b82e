import { type Kysely, sql } from 'kysely';
import { index } from '../schema-helpers.ts';

type Db = Kysely<unknown>;

/**
 * Instruments of an organisation (issue #25): the workspace shows the bookings of the
 * instruments its organisation manages. `org_name` stays the public label; `org_id` links the
 * row to a service organisation, backfilled where the name matches one exactly (an organisation
 * name appearing twice links to the lowest id, so the backfill is deterministic).
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('instruments')
    .addColumn('org_id', 'integer', (c) => c.references('service_orgs.id'))
    .execute();
  await sql`
    UPDATE instruments SET org_id = (
      SELECT MIN(o.id) FROM service_orgs o WHERE o.org_name = instruments.org_name
    )
    WHERE org_id IS NULL`.execute(db);
  await index(db, 'instruments', ['org_id'], { name: 'instruments_org_idx' });
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('instruments_org_idx').ifExists().execute();
  await db.schema.alterTable('instruments').dropColumn('org_id').execute();
}
