import { SEARCH_DOC_TYPES, type SearchDocType } from '@portal/shared';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/types.ts';
import { formatDate } from '../../lib/time.ts';
import { indexDocuments, removeDocument, type SearchDoc } from './index-repository.ts';

type Writer = Kysely<Database>;

/** Which rows to read: some ids, or the next `limit` after `afterId` (rebuilding in batches). */
export interface Range {
  ids?: number[];
  afterId?: number;
  limit?: number;
}

type Source = (db: Writer, range: Range) => Promise<SearchDoc[]>;

/** Applies a Range to a query over a table with an `id` column. */
// biome-ignore lint/suspicious/noExplicitAny: shared by queries over different tables
function ranged<Q extends { where: any; orderBy: any; limit: any }>(q: Q, range: Range): Q {
  let out = q;
  if (range.ids) out = out.where('id', 'in', range.ids.length ? range.ids : [-1]);
  if (range.afterId !== undefined) out = out.where('id', '>', range.afterId);
  out = out.orderBy('id');
  if (range.limit) out = out.limit(range.limit);
  return out;
}

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

/** A news item or a view (the two article sections): searched by summary, author, source, text. */
const articleDoc = (
  docType: 'news' | 'view',
  title: string,
  r: Pick<
    Selectable<Database['news']>,
    'id' | 'summary' | 'author' | 'source' | 'content' | 'status' | 'publishDate'
  >,
): SearchDoc => ({
  docType,
  refId: r.id,
  title,
  body: join(r.summary, r.author, r.source, r.content),
  // A draft or withdrawn item (status 0) is not public.
  status: r.status,
  ownerId: null,
  publishDate: r.publishDate,
});

/** Per document type: how its records become search documents. */
const SOURCES: Readonly<Record<SearchDocType, Source>> = {
  outcome: async (db, range) =>
    (await ranged(db.selectFrom('outcomes').selectAll(), range).execute()).map((r) => ({
      docType: 'outcome',
      refId: r.id,
      title: r.goodsName,
      body: join(r.summary, r.detail, r.orgName, r.keywords.replaceAll('、', ' ')),
      status: r.status,
      ownerId: r.userId,
      publishDate: r.publishDate,
    })),
  need: async (db, range) =>
    (await ranged(db.selectFrom('needs').selectAll(), range).execute()).map((r) => ({
      docType: 'need',
      refId: r.id,
      title: r.goodsName,
      body: join(r.goodsDesc, r.companyName),
      status: r.status,
      ownerId: r.userId,
      publishDate: formatDate(r.createdAt),
    })),
  reward: async (db, range) =>
    (await ranged(db.selectFrom('rewards').selectAll(), range).execute()).map((r) => ({
      docType: 'reward',
      refId: r.id,
      title: r.rewardName,
      body: join(r.summary, r.publisher, r.detail),
      status: r.status,
      ownerId: r.userId,
      publishDate: r.publishDate,
    })),
  deal: async (db, range) =>
    (await ranged(db.selectFrom('deals').selectAll(), range).execute()).map((r) => ({
      docType: 'deal',
      refId: r.id,
      title: r.title,
      body: join(`转让方：${r.transferor}`, `受让方：${r.transferee}`, `合同编号：${r.contractNo}`),
      status: 1,
      ownerId: null,
      publishDate: r.dealDate,
    })),
  bid: async (db, range) =>
    (await ranged(db.selectFrom('auctions').selectAll(), range).execute()).map((r) => ({
      docType: 'bid',
      refId: r.id,
      title: r.title,
      body: join(r.summary, r.orgName, r.detail),
      // 未上架 auctions are not public.
      status: r.state === 0 ? 0 : 1,
      ownerId: null,
      publishDate: formatDate(r.startAt),
    })),
  action: async (db, range) =>
    (await ranged(db.selectFrom('activities').selectAll(), range).execute()).map((r) => ({
      docType: 'action',
      refId: r.id,
      title: r.actionName,
      body: join(r.summary, r.organizer, r.address, r.content),
      // A draft or withdrawn item (status 0) is not public.
      status: r.status,
      ownerId: null,
      publishDate: formatDate(r.startAt),
    })),
  policy: async (db, range) =>
    (await ranged(db.selectFrom('policies').selectAll(), range).execute()).map((r) => ({
      docType: 'policy',
      refId: r.id,
      title: r.policyName,
      body: join(r.summary, r.deptName, r.content),
      // A draft or withdrawn item (status 0) is not public.
      status: r.status,
      ownerId: null,
      publishDate: r.publishDate,
    })),
  news: async (db, range) =>
    (await ranged(db.selectFrom('news').selectAll(), range).execute()).map((r) =>
      articleDoc('news', r.newsTitle, r),
    ),
  rule: async (db, range) =>
    (await ranged(db.selectFrom('helpArticles').selectAll(), range).execute()).map((r) => ({
      docType: 'rule',
      refId: r.id,
      title: r.title,
      body: r.content,
      // A withdrawn help article (status 0) is not public.
      status: r.status,
      ownerId: null,
      publishDate: r.updatedAt,
    })),
  view: async (db, range) =>
    (await ranged(db.selectFrom('views').selectAll(), range).execute()).map((r) =>
      articleDoc('view', r.title, r),
    ),
  service: async (db, range) =>
    (await ranged(db.selectFrom('techServices').selectAll(), range).execute()).map((r) => ({
      docType: 'service',
      refId: r.id,
      title: r.serviceName,
      body: join(r.summary, r.content),
      status: r.status,
      ownerId: null,
      publishDate: formatDate(r.createdAt),
    })),
  finance: async (db, range) =>
    (await ranged(db.selectFrom('financeProducts').selectAll(), range).execute()).map((r) => ({
      docType: 'finance',
      refId: r.id,
      title: r.productName,
      body: join(r.summary, r.orgName, r.guarantyText, r.content),
      status: r.status,
      ownerId: null,
      publishDate: r.publishDate,
    })),
  database: resourceSource('researchDatabases', 'database'),
  sample: resourceSource('sampleDatabases', 'sample'),
  base: resourceSource('researchBases', 'base'),
  instrument: async (db, range) =>
    (await ranged(db.selectFrom('instruments').selectAll(), range).execute()).map((r) => ({
      docType: 'instrument',
      refId: r.id,
      title: r.name,
      body: join(r.model, r.manufacturer, r.category, r.orgName, r.summary, r.content),
      status: r.status,
      ownerId: null,
      publishDate: r.publishDate,
    })),
  provider: async (db, range) =>
    (await ranged(db.selectFrom('serviceOrgs').selectAll(), range).execute()).map((r) => ({
      docType: 'provider',
      refId: r.id,
      title: r.orgName,
      body: join(r.intro, r.address, r.content),
      status: r.status,
      ownerId: null,
      publishDate: formatDate(r.createdAt),
    })),
  talent: async (db, range) =>
    (await ranged(db.selectFrom('talents').selectAll(), range).execute()).map((r) => ({
      docType: 'talent',
      refId: r.id,
      title: r.name,
      body: join(r.orgName, r.research.replaceAll('、', ' '), r.intro),
      status: r.status,
      ownerId: null,
      publishDate: formatDate(r.createdAt),
    })),
};

function resourceSource(
  table: 'researchDatabases' | 'sampleDatabases' | 'researchBases',
  docType: SearchDocType,
): Source {
  return async (db, range) =>
    (await ranged(db.selectFrom(table).selectAll(), range).execute()).map((r) => ({
      docType,
      refId: r.id,
      title: r.name,
      body: join(r.category, r.orgName, r.summary, r.content),
      status: r.status,
      ownerId: null,
      publishDate: r.publishDate,
    }));
}

export const SEARCH_DOC_TYPE_VALUES = Object.keys(SEARCH_DOC_TYPES) as SearchDocType[];

/** The table each document type is read from. */
export const DOC_TABLES = {
  outcome: 'outcomes',
  need: 'needs',
  reward: 'rewards',
  deal: 'deals',
  bid: 'auctions',
  action: 'activities',
  policy: 'policies',
  news: 'news',
  rule: 'helpArticles',
  view: 'views',
  service: 'techServices',
  finance: 'financeProducts',
  database: 'researchDatabases',
  sample: 'sampleDatabases',
  base: 'researchBases',
  instrument: 'instruments',
  provider: 'serviceOrgs',
  talent: 'talents',
} as const satisfies Record<SearchDocType, keyof Database>;

/** How many documents a rebuild of these types writes. */
export async function countDocs(db: Writer, types: readonly SearchDocType[]): Promise<number> {
  let total = 0;
  for (const t of types) {
    const row = await db
      .selectFrom(DOC_TABLES[t])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    total += Number(row.n);
  }
  return total;
}

/** The search documents of some records of a type, read from their table. */
export function loadDocs(db: Writer, docType: SearchDocType, range: Range): Promise<SearchDoc[]> {
  return SOURCES[docType](db, range);
}

/**
 * Brings one record's document up to date after a write to its table: indexed again when the
 * record exists, removed when it does not.
 */
export async function reindexRecord(
  db: Writer,
  docType: SearchDocType,
  refId: number,
  now?: number,
) {
  const [doc] = await loadDocs(db, docType, { ids: [refId] });
  if (doc) await indexDocuments(db, [doc], now);
  else await removeDocument(db, docType, refId);
}

/** Re-indexes every record of the given types, in batches; returns how many documents. */
export async function rebuildIndex(
  db: Writer,
  types: readonly SearchDocType[] = SEARCH_DOC_TYPE_VALUES,
  progress?: (docType: string, done: number) => void,
  now = Date.now(),
): Promise<number> {
  let total = 0;
  for (const docType of types) {
    let afterId = 0;
    let done = 0;
    for (;;) {
      const docs = await loadDocs(db, docType, { afterId, limit: 1000 });
      if (docs.length === 0) break;
      await indexDocuments(db, docs, now);
      afterId = docs[docs.length - 1]!.refId;
      done += docs.length;
      progress?.(docType, done);
    }
    total += done;
  }
  return total;
}
