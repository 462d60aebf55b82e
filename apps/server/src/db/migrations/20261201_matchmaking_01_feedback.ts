import type { Kysely } from 'kysely';
import { index, withId } from '../schema-helpers.ts';

type Db = Kysely<unknown>;

/**
 * Matchmaking feedback (issue 28): a member's 有用 (1) or 不相关 (-1) on one match — a source
 * (a need, an outcome, or a question in the AI panel, source_id 0) and a target. Unique per
 * member and match, so a second answer, however many arrive at once, changes nothing. The band
 * shown is kept so the console can count verdicts per band.
 */
export async function up(db: Db): Promise<void> {
  await withId(db, db.schema.createTable('match_feedback'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_id', 'integer', (c) => c.notNull())
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('band', 'text', (c) => c.notNull())
    .addColumn('verdict', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(
    db,
    'match_feedback',
    ['user_id', 'source', 'source_id', 'target_kind', 'target_id'],
    { name: 'match_feedback_once_idx', unique: true },
  );
  await index(db, 'match_feedback', ['target_kind', 'target_id'], {
    name: 'match_feedback_target_idx',
  });
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('match_feedback').ifExists().execute();
}
