import type { Kysely } from 'kysely';
import { decisionColumns, index, revisionIndexes, withId } from '../schema-helpers.ts';

/**
 * Service products published from the provider workspace (issue #25), like its outcomes:
 * - product_revisions: an organisation's product text under review. The public tech_services
 *   row is written only when a revision is approved, so an edit never shows unreviewed text and
 *   the product stays on sale while its edit waits. 0 草稿 → 1 待审核 → 2 已通过 | 3 已驳回;
 *   4 withdrawn. One open (0/1) revision per product. The service type is the category's.
 *   The cover is a private upload until approval publishes it.
 * - outcome_revisions.cover_file_id: an outcome's cover, published the same way.
 * - outcomes.patents: the approved revision's patents, for the public outcome detail.
 * - org_profile_changes: an owner's change of who the organisation is (name, credit code, kind,
 *   region, logo), live on approval; contact, address, field and introduction change at once
 *   on service_orgs. 0 待审核 → 1 已生效 | 2 已驳回; 3 withdrawn. One pending per organisation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('product_revisions'))
    .addColumn('product_id', 'integer', (c) => c.references('tech_services.id'))
    .addColumn('org_id', 'integer', (c) => c.notNull().references('service_orgs.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('service_name', 'text', (c) => c.notNull())
    .addColumn('cat_id', 'integer', (c) => c.notNull().references('service_categories.id'))
    /** Whole yuan as tech_services.price; 0 = 面议. */
    .addColumn('price', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('price_unit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('delivery_terms', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover_file_id', 'integer', (c) => c.references('files.id'))
    .$call(
      decisionColumns({ initial: 0, lifecycle: ['submitted_at', 'decided_at', 'withdrawn_at'] }),
    )
    .execute();
  await revisionIndexes(db, 'product_revisions', 'product_id');

  await withId(db, db.schema.createTable('org_profile_changes'))
    .addColumn('org_id', 'integer', (c) => c.notNull().references('service_orgs.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    /** The name when asked for: what the console and messages call it until it changes. */
    .addColumn('current_name', 'text', (c) => c.notNull())
    .addColumn('org_name', 'text', (c) => c.notNull())
    .addColumn('credit_code', 'text', (c) => c.notNull())
    .addColumn('auth_type', 'integer', (c) => c.notNull())
    .addColumn('region_code', 'text', (c) => c.notNull())
    .addColumn('logo_file_id', 'integer', (c) => c.references('files.id'))
    .$call(decisionColumns({ initial: 0 }))
    .execute();
  await index(db, 'org_profile_changes', ['org_id'], {
    name: 'org_profile_changes_pending_uq',
    unique: true,
    whileStatus: 0,
  });
  await index(db, 'org_profile_changes', ['status', 'created_at'], {
    name: 'org_profile_changes_status_idx',
  });

  await db.schema
    .alterTable('outcome_revisions')
    .addColumn('cover_file_id', 'integer', (c) => c.references('files.id'))
    .execute();
  await db.schema
    .alterTable('outcomes')
    .addColumn('patents', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outcomes').dropColumn('patents').execute();
  await db.schema.alterTable('outcome_revisions').dropColumn('cover_file_id').execute();
  await db.schema.dropTable('org_profile_changes').ifExists().execute();
  await db.schema.dropTable('product_revisions').ifExists().execute();
}
