import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../index.ts';
import { index, resourceColumns, withId } from '../schema-helpers.ts';

type Db = Kysely<unknown>;

/**
 * Sections the search covers that had no table yet: viewpoints (观点洞察), finance products,
 * and the research resources of /SourceHome (databases, biological sample data, research bases,
 * instruments). Each holds what its list, detail and search need.
 */
async function sections(db: Db) {
  await withId(db, db.schema.createTable('views'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('img', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('publish_date', 'text', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'views', ['publish_date', 'id']);

  await withId(db, db.schema.createTable('finance_products'))
    .addColumn('cat_id', 'integer', (c) => c.notNull().references('finance_categories.id'))
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('org_name', 'text', (c) => c.notNull())
    .addColumn('rate_text', 'text', (c) => c.notNull())
    // 万元
    .addColumn('amount_max', 'integer', (c) => c.notNull())
    .addColumn('term_text', 'text', (c) => c.notNull())
    .addColumn('guaranty_text', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('publish_date', 'text', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'finance_products', ['cat_id', 'status']);

  // One shape for the four research resources; `category` is each one's own grouping
  // (data domain, sample type, base level, instrument class).
  for (const table of ['research_databases', 'sample_databases', 'research_bases', 'instruments']) {
    let builder = withId(db, db.schema.createTable(table)).$call(resourceColumns);
    if (table === 'research_databases') {
      builder = builder.addColumn('record_count', 'integer', (c) => c.notNull());
    } else if (table === 'sample_databases') {
      builder = builder.addColumn('sample_count', 'integer', (c) => c.notNull());
    } else if (table === 'instruments') {
      builder = builder
        .addColumn('model', 'text', (c) => c.notNull())
        .addColumn('manufacturer', 'text', (c) => c.notNull())
        .addColumn('fee_text', 'text', (c) => c.notNull());
    }
    await builder.execute();
    await index(db, table, ['status', 'publish_date']);
  }
}

/**
 * The site search index: one row per searchable record (doc_type + ref_id), holding the plain
 * title and body (for snippets) and their jieba cutForSearch tokens joined by spaces.
 *
 * SQLite: a contentless FTS5 table (unicode61 keeps each space-separated token whole, CJK
 * included; '_' counts as a token character) fed by triggers. Each token goes in prefixed by its
 * section — `outcome_芯片` — so a query reads only its section's postings instead of
 * intersecting with a list of every document of the type; documents not public (a member's need
 * 待审核) get `x<type>_` and their owner's `u<id>` in the owner column, so only the owner's query
 * reaches them. Ranked with bm25 (title 10, body 2).
 * PostgreSQL: a stored tsvector ('simple' configuration: no stemming, no stop words) over the same
 * tokens, title weighted A and body B, with a GIN index; doc_type/status/owner_id filter in SQL;
 * ranked with ts_rank.
 */
async function searchIndex(db: Db) {
  await withId(db, db.schema.createTable('search_index'))
    .addColumn('doc_type', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('title_tokens', 'text', (c) => c.notNull())
    .addColumn('body_tokens', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('owner_id', 'integer')
    .addColumn('publish_date', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'search_index', ['doc_type', 'ref_id'], { unique: true });

  if (isPostgres(db)) {
    await sql`alter table search_index add column tsv tsvector generated always as (
      setweight(to_tsvector('simple', title_tokens), 'A') ||
      setweight(to_tsvector('simple', body_tokens), 'B')) stored`.execute(db);
    await sql`create index search_index_tsv_idx on search_index using gin (tsv)`.execute(db);
    await index(db, 'search_index', ['doc_type', 'status']);
    return;
  }
  await sql`create virtual table search_fts using fts5(
    title, body, owner, content='', contentless_delete=1,
    tokenize="unicode61 remove_diacritics 2 tokenchars '_'")`.execute(db);
  const values = (row: 'new') =>
    sql.raw(`
    ${row}.id,
    ${PREFIX(row)} || replace(${row}.title_tokens, ' ', ' ' || ${PREFIX(row)}),
    ${PREFIX(row)} || replace(${row}.body_tokens, ' ', ' ' || ${PREFIX(row)}),
    case when ${row}.status <> 1 and ${row}.owner_id is not null
      then 'u' || ${row}.owner_id else '' end`);
  await sql`create trigger search_index_ai after insert on search_index begin
    insert into search_fts(rowid, title, body, owner) values (${values('new')});
  end`.execute(db);
  await sql`create trigger search_index_ad after delete on search_index begin
    delete from search_fts where rowid = old.id;
  end`.execute(db);
  await sql`create trigger search_index_au after update on search_index begin
    delete from search_fts where rowid = old.id;
    insert into search_fts(rowid, title, body, owner) values (${values('new')});
  end`.execute(db);
}

/** The section prefix of a row's tokens: `outcome_` when public, `xneed_` otherwise. */
const PREFIX = (row: string) =>
  `(case when ${row}.status = 1 then '' else 'x' end || ${row}.doc_type || '_')`;

export async function up(db: Db): Promise<void> {
  await sections(db);
  await searchIndex(db);
}

export async function down(db: Db): Promise<void> {
  if (!isPostgres(db)) await sql`drop table if exists search_fts`.execute(db);
  for (const t of [
    'search_index',
    'instruments',
    'research_bases',
    'sample_databases',
    'research_databases',
    'finance_products',
    'views',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
