import { type Kysely, sql } from 'kysely';
import { withId } from '../schema-helpers.ts';

/**
 * The provider workspace /merchant (issue #25).
 * - org_applications: a member's 入驻 application for an organisation of the service hall (kind =
 *   service_orgs.auth_type). 0 待审核 → 1 已入驻 | 2 已驳回 (reason), 3 withdrawn. One pending
 *   application per member and per credit code (partial unique indexes settle racing submits).
 *   On approval org_id names the service_orgs row created for it.
 * - org_members: who works for an organisation in the workspace (owner | staff). A member works
 *   for one organisation at most (unique user_id), so approving two applications of one member at
 *   once cannot make them owner twice.
 * - outcome_revisions: an organisation's outcome text under review. The public outcomes row is
 *   written only when a revision is approved, so an edit never shows unreviewed text and the
 *   outcome stays listed while its edit waits. 0 草稿 → 1 待审核 → 2 已通过 | 3 已驳回; 4 withdrawn.
 *   One open (0/1) revision per outcome.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('org_applications'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('auth_type', 'integer', (c) => c.notNull())
    .addColumn('org_name', 'text', (c) => c.notNull())
    .addColumn('credit_code', 'text', (c) => c.notNull())
    .addColumn('licence_file_id', 'integer', (c) => c.notNull().references('files.id'))
    /** Further qualification files: comma-separated files.id, private like the licence. */
    .addColumn('qualification_file_ids', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('logo_file_id', 'integer', (c) => c.references('files.id'))
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('telephone', 'text', (c) => c.notNull())
    .addColumn('region_code', 'text', (c) => c.notNull())
    /** Technical fields: comma-separated tech field ids, the first one listed on the hall. */
    .addColumn('tech_field_ids', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'text')
    .addColumn('org_id', 'integer', (c) => c.references('service_orgs.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('withdrawn_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('org_applications_pending_user_uq')
    .on('org_applications')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', 0)
    .execute();
  await db.schema
    .createIndex('org_applications_pending_code_uq')
    .on('org_applications')
    .column('credit_code')
    .unique()
    .where(sql.ref('status'), '=', 0)
    .execute();
  await db.schema
    .createIndex('org_applications_status_idx')
    .on('org_applications')
    .columns(['status', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('org_members'))
    .addColumn('org_id', 'integer', (c) =>
      c.notNull().references('service_orgs.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').unique())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('org_members_org_idx').on('org_members').column('org_id').execute();

  await db.schema
    .alterTable('outcomes')
    .addColumn('org_id', 'integer', (c) => c.references('service_orgs.id'))
    .execute();
  await db.schema.createIndex('outcomes_org_id_idx').on('outcomes').column('org_id').execute();

  await withId(db, db.schema.createTable('outcome_revisions'))
    /** The public row this revision edits; null for a new outcome until its first approval. */
    .addColumn('outcome_id', 'integer', (c) => c.references('outcomes.id'))
    .addColumn('org_id', 'integer', (c) => c.notNull().references('service_orgs.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('goods_name', 'text', (c) => c.notNull())
    .addColumn('tech_field_id', 'integer', (c) => c.notNull())
    .addColumn('region_code', 'text', (c) => c.notNull())
    .addColumn('maturity', 'integer', (c) => c.notNull())
    .addColumn('cooperation_type', 'integer', (c) => c.notNull())
    /** Yuan (万元 as the market shows it); 0 = 面议. */
    .addColumn('price', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('keywords', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover_img', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('linkman', 'text', (c) => c.notNull())
    .addColumn('linkphone', 'text', (c) => c.notNull())
    /** JSON array of {no, name, kind}. */
    .addColumn('patents', 'text', (c) => c.notNull().defaultTo('[]'))
    /** Comma-separated files.id (the organisation's uploads). */
    .addColumn('attachment_file_ids', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('submitted_at', 'bigint')
    .addColumn('decided_at', 'bigint')
    .addColumn('withdrawn_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('outcome_revisions_open_uq')
    .on('outcome_revisions')
    .column('outcome_id')
    .unique()
    .where(sql.ref('status'), 'in', [0, 1])
    .execute();
  await db.schema
    .createIndex('outcome_revisions_org_idx')
    .on('outcome_revisions')
    .columns(['org_id', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('outcome_revisions_status_idx')
    .on('outcome_revisions')
    .columns(['status', 'submitted_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outcome_revisions').ifExists().execute();
  await db.schema.dropIndex('outcomes_org_id_idx').ifExists().execute();
  await db.schema.alterTable('outcomes').dropColumn('org_id').execute();
  await db.schema.dropTable('org_members').ifExists().execute();
  await db.schema.dropTable('org_applications').ifExists().execute();
}
