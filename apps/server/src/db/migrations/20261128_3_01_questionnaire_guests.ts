import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

/**
 * Anonymous questionnaire answers counted per address (issue #23.5): a fresh browser token per
 * answer could stuff a questionnaire, so guests from one address are counted here and refused
 * past the limit by one conditional UPDATE in the answer's transaction (any number of processes).
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('questionnaire_guests')
    .addColumn('questionnaire_id', 'integer', (c) =>
      c.notNull().references('questionnaires.id').onDelete('cascade'),
    )
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('answers', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('questionnaire_guests_pk', ['questionnaire_id', 'ip'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('questionnaire_guests').execute();
}
