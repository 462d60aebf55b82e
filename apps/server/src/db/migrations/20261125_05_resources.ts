import { type Kysely, sql } from 'kysely';
import { withId } from '../schema-helpers.ts';

type Db = Kysely<unknown>;

/**
 * Research resources, issue 10: where research bases and instruments are (address and
 * coordinates, for distances from a city the user picks) and when they are open; the three
 * development lists (技术来源, 研发领域, 研发项目) in the shape of the four resources of
 * migration 06; and members' instrument bookings.
 */
export async function up(db: Db): Promise<void> {
  for (const table of ['research_bases', 'instruments']) {
    await db.schema.alterTable(table).addColumn('address', 'text').execute();
    await db.schema.alterTable(table).addColumn('longitude', 'double precision').execute();
    await db.schema.alterTable(table).addColumn('latitude', 'double precision').execute();
    await db.schema.alterTable(table).addColumn('open_hours', 'text').execute();
  }

  for (const table of ['tech_sources', 'develop_areas', 'develop_projects']) {
    let builder = withId(db, db.schema.createTable(table))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('org_name', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('tech_field_id', 'integer', (c) => c.references('tech_fields.id'))
      .addColumn('region_code', 'text', (c) => c.notNull())
      .addColumn('img', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('contact', 'text', (c) => c.notNull())
      .addColumn('telephone', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('publish_date', 'text', (c) => c.notNull())
      .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull());
    if (table === 'tech_sources') {
      builder = builder
        // 1: listed for transfer (技术挂牌, /TechHangDetail); list_price in 万元, null = 面议.
        .addColumn('listed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('list_price', 'numeric(16, 2)');
    } else if (table === 'develop_projects') {
      builder = builder
        .addColumn('area_id', 'integer', (c) => c.notNull().references('develop_areas.id'))
        // 万元
        .addColumn('budget', 'numeric(16, 2)', (c) => c.notNull())
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('end_date', 'text', (c) => c.notNull());
    }
    await builder.execute();
    await db.schema
      .createIndex(`${table}_status_publish_date_idx`)
      .on(table)
      .columns(['status', 'publish_date'])
      .execute();
  }
  await db.schema
    .createIndex('develop_projects_area_id_idx')
    .on('develop_projects')
    .columns(['area_id', 'status'])
    .execute();

  await withId(db, db.schema.createTable('instrument_bookings'))
    .addColumn('instrument_id', 'integer', (c) => c.notNull().references('instruments.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('book_date', 'text', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('link_name', 'text', (c) => c.notNull())
    .addColumn('link_phone', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('withdrawn_at', 'bigint')
    .execute();
  // One holding (待确认/已确认) booking per instrument, day and slot: settles parallel bookings.
  await db.schema
    .createIndex('instrument_bookings_slot_idx')
    .on('instrument_bookings')
    .columns(['instrument_id', 'book_date', 'slot'])
    .unique()
    .where(sql.ref('status'), 'in', [0, 1])
    .execute();
  await db.schema
    .createIndex('instrument_bookings_user_id_created_at_idx')
    .on('instrument_bookings')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const t of ['instrument_bookings', 'develop_projects', 'develop_areas', 'tech_sources']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  for (const table of ['research_bases', 'instruments']) {
    for (const column of ['address', 'longitude', 'latitude', 'open_hours']) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
