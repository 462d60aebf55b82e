import type { Kysely } from 'kysely';
import { decisionColumns, index, resourceColumns, withId } from '../schema-helpers.ts';

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
    let builder = withId(db, db.schema.createTable(table)).$call(resourceColumns);
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
  await index(db, 'develop_projects', ['area_id', 'status'], {
    name: 'develop_projects_area_id_idx',
  });

  await withId(db, db.schema.createTable('instrument_bookings'))
    .addColumn('instrument_id', 'integer', (c) => c.notNull().references('instruments.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('book_date', 'text', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('link_name', 'text', (c) => c.notNull())
    .addColumn('link_phone', 'text', (c) => c.notNull())
    .$call(decisionColumns())
    .execute();
  // One holding (待确认/已确认) booking per instrument, day and slot: settles parallel bookings.
  await index(db, 'instrument_bookings', ['instrument_id', 'book_date', 'slot'], {
    name: 'instrument_bookings_slot_idx',
    unique: true,
    whileStatus: [0, 1],
  });
  await index(db, 'instrument_bookings', ['user_id', 'created_at']);
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
