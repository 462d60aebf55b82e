import type { Kysely } from 'kysely';
import { index, withId } from '../schema-helpers.ts';

type Db = Kysely<unknown>;

/**
 * The voucher sub-site's 政策文件 (/Coupon/Policy) and 操作指南 (/Coupon/PerationGuide, searched
 * by keyWord): one article table with a kind (1 policy, 2 guide), issue #24. The portal's policy
 * documents have no voucher category, so the sub-site keeps its own.
 */
export async function up(db: Db): Promise<void> {
  await withId(db, db.schema.createTable('voucher_articles'))
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('doc_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('publish_date', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'voucher_articles', ['kind', 'status', 'sort']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('voucher_articles').ifExists().execute();
}
