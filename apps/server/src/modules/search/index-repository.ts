import type { SearchDocType } from '@portal/shared';
import { type Insertable, type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../db/types.ts';
import { plainText } from './highlight.ts';
import { tokenText } from './segment.ts';

/** Anything Kysely can write through: the database or a transaction. */
type Writer = Kysely<Database>;

/** A record as the search sees it. `body` may be HTML (stored as plain text); `title` is text. */
export interface SearchDoc {
  docType: SearchDocType;
  refId: number;
  title: string;
  body: string;
  /** 1 public; anything else is found only by its owner (a member's need 待审核). */
  status: number;
  ownerId: number | null;
  /** yyyy-MM-dd */
  publishDate: string;
}

/** Plain body kept for snippets; the tokens cover up to BODY_TOKEN_CHARS of it. */
const BODY_STORED_CHARS = 600;
const BODY_TOKEN_CHARS = 3000;

export function toIndexRow(doc: SearchDoc, now: number): Insertable<Database['searchIndex']> {
  // Titles are plain text already (and may hold < or &); bodies may be HTML fragments.
  const body = plainText(doc.body);
  const title = doc.title.replace(/\s+/g, ' ').trim();
  return {
    docType: doc.docType,
    refId: doc.refId,
    title,
    body: body.slice(0, BODY_STORED_CHARS),
    titleTokens: tokenText(title),
    bodyTokens: tokenText(body.slice(0, BODY_TOKEN_CHARS)),
    status: doc.status,
    ownerId: doc.ownerId,
    publishDate: doc.publishDate,
    updatedAt: now,
  };
}

let version = 0;

/** Grows with every write to the index: caches of search answers compare it. */
export function searchIndexVersion(): number {
  return version;
}

/** Rows per INSERT: 11 columns, well under both databases' parameter limits. */
const BATCH = 500;

/**
 * Writes (inserts or replaces) documents in the index, segmenting them here. Every write path
 * of an indexed table calls this (through indexDocument) after its own write.
 */
export async function indexDocuments(db: Writer, docs: SearchDoc[], now = Date.now()) {
  version += 1;
  for (let i = 0; i < docs.length; i += BATCH) {
    const rows = docs.slice(i, i + BATCH).map((d) => toIndexRow(d, now));
    await db
      .insertInto('searchIndex')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['docType', 'refId']).doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          body: eb.ref('excluded.body'),
          titleTokens: eb.ref('excluded.titleTokens'),
          bodyTokens: eb.ref('excluded.bodyTokens'),
          status: eb.ref('excluded.status'),
          ownerId: eb.ref('excluded.ownerId'),
          publishDate: eb.ref('excluded.publishDate'),
          updatedAt: eb.ref('excluded.updatedAt'),
        })),
      )
      .execute();
  }
  // Again after writing: an answer loaded during the write is not kept either.
  version += 1;
}

/** The one entry point for a single record: insert or update its search document. */
export async function indexDocument(db: Writer, doc: SearchDoc, now = Date.now()) {
  await indexDocuments(db, [doc], now);
}

export async function removeDocument(db: Writer, docType: SearchDocType, refId: number) {
  version += 1;
  await db
    .deleteFrom('searchIndex')
    .where('docType', '=', docType)
    .where('refId', '=', refId)
    .execute();
  version += 1;
}

/**
 * After a bulk load (a rebuild, a benchmark): merges SQLite's FTS5 segments into one, which
 * makes queries read fewer b-trees. Nothing to do on PostgreSQL (GIN maintains itself).
 */
export async function optimizeSearchIndex(db: Writer) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`insert into search_fts(search_fts) values ('optimize')`.execute(db);
}

/**
 * Whether a member owns a non-public document (a need 待审核) that only they may find. One
 * who owns none sees exactly what a guest sees, so the guests' cached answer serves them.
 */
export async function ownsHiddenDocuments(db: Writer, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('searchIndex')
    .select('id')
    .where('ownerId', '=', userId)
    .where('status', '<>', 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
