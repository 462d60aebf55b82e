import type { Kysely } from 'kysely';
import {
  decisionColumns,
  index,
  moments,
  revisionIndexes,
  statusAndReason,
  timestamps,
  withId,
} from '../schema-helpers.ts';

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
    .$call(statusAndReason(0))
    .addColumn('org_id', 'integer', (c) => c.references('service_orgs.id'))
    .$call(timestamps)
    .$call(moments('decided_at', 'withdrawn_at'))
    .execute();
  await index(db, 'org_applications', ['user_id'], {
    name: 'org_applications_pending_user_uq',
    unique: true,
    whileStatus: 0,
  });
  await index(db, 'org_applications', ['credit_code'], {
    name: 'org_applications_pending_code_uq',
    unique: true,
    whileStatus: 0,
  });
  await index(db, 'org_applications', ['status', 'created_at'], {
    name: 'org_applications_status_idx',
  });

  await withId(db, db.schema.createTable('org_members'))
    .addColumn('org_id', 'integer', (c) =>
      c.notNull().references('service_orgs.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').unique())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'org_members', ['org_id'], { name: 'org_members_org_idx' });

  await db.schema
    .alterTable('outcomes')
    .addColumn('org_id', 'integer', (c) => c.references('service_orgs.id'))
    .execute();
  await index(db, 'outcomes', ['org_id']);

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
    .$call(
      decisionColumns({ initial: 0, lifecycle: ['submitted_at', 'decided_at', 'withdrawn_at'] }),
    )
    .execute();
  await revisionIndexes(db, 'outcome_revisions', 'outcome_id');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outcome_revisions').ifExists().execute();
  await db.schema.dropIndex('outcomes_org_id_idx').ifExists().execute();
  await db.schema.alterTable('outcomes').dropColumn('org_id').execute();
  await db.schema.dropTable('org_members').ifExists().execute();
  await db.schema.dropTable('org_applications').ifExists().execute();
}
