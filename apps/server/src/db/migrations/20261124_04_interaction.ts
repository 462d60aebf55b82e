import type { Kysely } from 'kysely';
import { index, timestamps, withId } from '../schema-helpers.ts';

type Db = Kysely<unknown>;

/**
 * 互动交流, 意见反馈 and 下载专区 (issue #11): members' questions with the operators' answers,
 * feedback from guests and members, and the downloadable forms (their files are public uploads).
 * Databases seeded before this one get the header items and the footer link pointed at the new
 * screens.
 */
export async function up(db: Db): Promise<void> {
  await withId(db, db.schema.createTable('questions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    // 0 待回复, 1 已回复 (published), 2 不予公开 (answered to the asker only)
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('answer', 'text')
    .addColumn('answer_dept', 'text')
    .addColumn('answered_at', 'bigint')
    .addColumn('answered_by', 'text')
    .$call(timestamps)
    .execute();
  await index(db, 'questions', ['status', 'answered_at', 'id'], {
    name: 'questions_status_answered_idx',
  });
  await index(db, 'questions', ['user_id', 'id'], { name: 'questions_user_idx' });

  await withId(db, db.schema.createTable('feedbacks'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('contact', 'text')
    .addColumn('ip', 'text', (c) => c.notNull())
    // 0 待处理, 1 已处理
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('handle_note', 'text')
    .addColumn('handled_at', 'bigint')
    .addColumn('handled_by', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'feedbacks', ['status', 'id'], { name: 'feedbacks_status_idx' });

  await withId(db, db.schema.createTable('download_forms'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id'))
    .addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('publish_date', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'download_forms', ['category', 'sort'], { name: 'download_forms_category_idx' });

  await pointLinksAtScreens(db);
}

/**
 * Databases seeded earlier: the header items 互动交流 and 下载专区 and the footer's 意见反馈 were
 * interim links until these screens existed. Rows an operator changed stay as they are.
 */
export async function pointLinksAtScreens(db: Db): Promise<void> {
  for (const [name, routerName, tableRoute] of [
    ['互动交流', 'Interaction', '/Interaction'],
    ['下载专区', 'Formdownload', '/Formdownload'],
  ] as const) {
    await (db as Kysely<NavRows>)
      .updateTable('nav_items')
      .set({ router_name: routerName, table_route: tableRoute, click_type: 1 })
      .where('name', '=', name)
      .where('parent_id', 'is', null)
      .where('router_name', 'is', null)
      .execute();
  }
  await (db as Kysely<NavRows>)
    .updateTable('site_settings')
    .set({ value: '/Feedback' })
    .where('key', '=', 'opinionFormUrl')
    .where('value', '=', '/Introduction')
    .execute();
}

/** The two tables the data update touches, as they are in the database. */
interface NavRows {
  nav_items: {
    name: string;
    parent_id: number | null;
    router_name: string | null;
    table_route: string | null;
    click_type: number;
  };
  site_settings: { key: string; value: string };
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('download_forms').ifExists().execute();
  await db.schema.dropTable('feedbacks').ifExists().execute();
  await db.schema.dropTable('questions').ifExists().execute();
}
