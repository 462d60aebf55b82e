import type { Kysely } from 'kysely';
import { contact, index, statusAndReason, timestamps, withId } from '../schema-helpers.ts';

type Db = Kysely<unknown>;

/** Technology evaluation: agencies, published reports and members' requests. */
export async function up(db: Db): Promise<void> {
  await withId(db, db.schema.createTable('evaluation_agencies'))
    .addColumn('agency_name', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('qualification', 'text', (c) => c.notNull())
    .addColumn('region_code', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('types', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('telephone', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('evaluation_reports'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('report_no', 'text', (c) => c.notNull().unique())
    .addColumn('outcome_id', 'integer', (c) => c.references('outcomes.id').onDelete('set null'))
    .addColumn('outcome_name', 'text', (c) => c.notNull())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('agency_id', 'integer', (c) => c.notNull().references('evaluation_agencies.id'))
    .addColumn('evaluation_type', 'integer', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('trl', 'integer', (c) => c.notNull())
    // 万元, 0 = none given
    .addColumn('assessed_value', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tech_field_id', 'integer', (c) => c.notNull().references('tech_fields.id'))
    .addColumn('region_code', 'text', (c) => c.notNull())
    .addColumn('evaluation_date', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('experts', 'text', (c) => c.notNull())
    .addColumn('request_id', 'integer')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'evaluation_reports', ['status', 'evaluation_date'], {
    name: 'evaluation_reports_status_date_idx',
  });
  await index(db, 'evaluation_reports', ['agency_id'], { name: 'evaluation_reports_agency_idx' });

  await withId(db, db.schema.createTable('evaluation_requests'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('evaluation_type', 'integer', (c) => c.notNull())
    .addColumn('outcome_id', 'integer', (c) => c.references('outcomes.id').onDelete('set null'))
    .addColumn('outcome_name', 'text', (c) => c.notNull())
    .addColumn('agency_id', 'integer', (c) => c.references('evaluation_agencies.id'))
    .$call(contact)
    .addColumn('purpose', 'text', (c) => c.notNull())
    .$call(statusAndReason(0))
    .addColumn('open_key', 'text', (c) => c.unique())
    .$call(timestamps)
    .execute();
  await index(db, 'evaluation_requests', ['user_id', 'created_at'], {
    name: 'evaluation_requests_user_idx',
  });
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('evaluation_requests').execute();
  await db.schema.dropTable('evaluation_reports').execute();
  await db.schema.dropTable('evaluation_agencies').execute();
}
