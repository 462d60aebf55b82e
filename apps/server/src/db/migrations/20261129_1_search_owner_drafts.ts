import { type Kysely, sql } from 'kysely';

type Db = Kysely<unknown>;

/**
 * A member's own non-public search documents (a need 待审核), found by owner (issue #27): a
 * member who has none gets the guests' cached search answer instead of an uncached one.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createIndex('search_index_owner_drafts_idx')
    .on('search_index')
    .column('owner_id')
    .where(sql.ref('status'), '<>', 1)
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('search_index_owner_drafts_idx').ifExists().execute();
}
