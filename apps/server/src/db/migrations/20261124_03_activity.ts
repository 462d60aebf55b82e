import type { Kysely } from 'kysely';
import { withId } from '../schema-helpers.ts';

/**
 * Rich-text articles (issue 11): stand-alone pages opened by /RichText?id=, such as the
 * footer's 交易规则. `content` is an HTML fragment sanitised when written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('rich_texts'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rich_texts').ifExists().execute();
}
