import { type Kysely, sql } from 'kysely';
import { withId } from '../schema-helpers.ts';

type Db = Kysely<unknown>;

/**
 * The policy section (issue 11): a technical field on policies (the overview filters by it),
 * policy documents (政策文件) and members' applications. One open application (0 待审核 or
 * 1 已受理) per member and policy is a partial unique index, so two concurrent submits cannot
 * both land; returned (2) and withdrawn (3) ones stay as history.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('policies').addColumn('tech_field_id', 'integer').execute();
  await db.schema
    .createIndex('policies_tech_field_id_idx')
    .on('policies')
    .column('tech_field_id')
    .execute();
  await db.schema
    .createIndex('policies_dept_name_idx')
    .on('policies')
    .columns(['dept_name', 'publish_date'])
    .execute();

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
  await db.schema
    .createIndex('policy_documents_publish_date_id_idx')
    .on('policy_documents')
    .columns(['publish_date', 'id'])
    .execute();
  await db.schema
    .createIndex('policy_documents_policy_id_idx')
    .on('policy_documents')
    .column('policy_id')
    .execute();

  await withId(db, db.schema.createTable('policy_applications'))
    .addColumn('policy_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('linkman', 'text', (c) => c.notNull())
    .addColumn('linkphone', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('file_ids', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('withdrawn_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('policy_applications_open_idx')
    .on('policy_applications')
    .columns(['policy_id', 'user_id'])
    .unique()
    .where(sql.ref('status'), 'in', [0, 1])
    .execute();
  await db.schema
    .createIndex('policy_applications_user_id_created_at_idx')
    .on('policy_applications')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('policy_applications_status_created_at_idx')
    .on('policy_applications')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('policy_applications').ifExists().execute();
  await db.schema.dropTable('policy_documents').ifExists().execute();
  await db.schema.dropIndex('policies_dept_name_idx').ifExists().execute();
  await db.schema.dropIndex('policies_tech_field_id_idx').ifExists().execute();
  await db.schema.alterTable('policies').dropColumn('tech_field_id').execute();
}
