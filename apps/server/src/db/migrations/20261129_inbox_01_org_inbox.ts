import { type Kysely, sql } from 'kysely';
import { index } from '../schema-helpers.ts';

type Db = Kysely<unknown>;

/**
 * The provider workspace's inbox and statistics (issue #25).
 * - contact_requests.org_id: the organisation whose outcome or product a request is about (its
 *   workspace answers it); org_read_at: when one of its members first opened it (unread badge).
 *   Existing rows get their organisation from the item.
 * - view_days: views per item and Shanghai day, written with the view counter's batched
 *   increments, so monthly statistics are counted from rows rather than stored.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('contact_requests')
    .addColumn('org_id', 'integer', (c) => c.references('service_orgs.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('contact_requests').addColumn('org_read_at', 'bigint').execute();
  await sql`update contact_requests set org_id = (select o.org_id from outcomes o where o.id = contact_requests.target_id) where target_type = 'outcome'`.execute(
    db,
  );
  await sql`update contact_requests set org_id = (select s.org_id from tech_services s where s.id = contact_requests.target_id) where target_type = 'service'`.execute(
    db,
  );
  await index(db, 'contact_requests', ['org_id', 'created_at']);

  await db.schema
    .createTable('view_days')
    .addColumn('item_table', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('view_days_pkey', ['item_table', 'item_id', 'day'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('view_days').ifExists().execute();
  await db.schema.dropIndex('contact_requests_org_id_created_at_idx').ifExists().execute();
  await db.schema.alterTable('contact_requests').dropColumn('org_read_at').execute();
  await db.schema.alterTable('contact_requests').dropColumn('org_id').execute();
}
