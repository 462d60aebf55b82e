import type { Kysely } from 'kysely';
import {
  contact,
  decisionColumns,
  index,
  listAndQueueIndexes,
  openIndex,
  withId,
} from '../schema-helpers.ts';

type Db = Kysely<unknown>;

/**
 * The policy section (issue 11): a technical field on policies (the overview filters by it),
 * policy documents (政策文件) and members' applications. One open application (0 待审核 or
 * 1 已受理) per member and policy is a partial unique index, so two concurrent submits cannot
 * both land; returned (2) and withdrawn (3) ones stay as history.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('policies').addColumn('tech_field_id', 'integer').execute();
  await index(db, 'policies', ['tech_field_id']);
  await index(db, 'policies', ['dept_name', 'publish_date'], { name: 'policies_dept_name_idx' });

  await withId(db, db.schema.createTable('policy_documents'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('doc_no', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('written_date', 'text', (c) => c.notNull())
    .addColumn('publish_date', 'text', (c) => c.notNull())
    .addColumn('doc_status', 'integer', (c) => c.notNull())
    .addColumn('category', 'integer', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('policy_id', 'integer')
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'policy_documents', ['publish_date', 'id']);
  await index(db, 'policy_documents', ['policy_id']);

  await withId(db, db.schema.createTable('policy_applications'))
    .addColumn('policy_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .$call(contact)
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('file_ids', 'text', (c) => c.notNull())
    .$call(decisionColumns())
    .execute();
  await openIndex(db, 'policy_applications', ['policy_id', 'user_id'], [0, 1]);
  await listAndQueueIndexes(db, 'policy_applications');
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('policy_applications').ifExists().execute();
  await db.schema.dropTable('policy_documents').ifExists().execute();
  await db.schema.dropIndex('policies_dept_name_idx').ifExists().execute();
  await db.schema.dropIndex('policies_tech_field_id_idx').ifExists().execute();
  await db.schema.alterTable('policies').dropColumn('tech_field_id').execute();
}
