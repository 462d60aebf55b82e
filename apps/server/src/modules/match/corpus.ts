import type { MatchKind } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { searchIndexVersion } from '../search/index-repository.ts';

/*
 * What the matcher ranks, held in memory: every public outcome, need, expert and service
 * organisation, with the jieba tokens the search index already has (title and body) and the
 * columns the features read. Built once and kept while the index does not change, so one match
 * is a walk over a few posting lists (DESIGN §8: < 50 ms).
 */

const dayMs = (date: string) => Date.parse(`${date}T00:00:00+08:00`) || 0;

/** Search-index document type of each match kind. */
export const KIND_DOCS: Readonly<Record<MatchKind, string>> = {
  outcome: 'outcome',
  need: 'need',
  talent: 'talent',
  provider: 'provider',
};

export interface Candidate {
  kind: MatchKind;
  id: number;
  title: string;
  techFieldId: number | null;
  regionCode: string;
  /** Publication day (Shanghai midnight, ms). */
  dateMs: number;
  /** Outcomes: dictionary maturity 1–5. */
  maturity: number | null;
  /** Outcomes: price in yuan; needs: budget. 0 = 面议. */
  money: number | null;
  /** Needs: need type tag name (技术引进…). */
  needType: string | null;
  authType: number | null;
  /** Weighted token length (title ×TITLE_WEIGHT + body). */
  length: number;
}

/**
 * A term's postings: candidate indexes (ascending) and weighted term frequencies, in typed
 * arrays — at 100,000 documents, millions of small objects would cost more in GC than in use.
 */
export interface PostingList {
  docs: Int32Array;
  tfs: Float32Array;
}
type Postings = Map<string, PostingList>;

export interface KindIndex {
  docs: Candidate[];
  postings: Postings;
  /** Postings while the kind is being built (number arrays), turned into `postings` at the end. */
  building: Map<string, number[]> | null;
  avgLength: number;
  byField: Map<number, number[]>;
}

export interface Corpus {
  kinds: Record<MatchKind, KindIndex>;
  fields: Map<number, { name: string; parentId: number | null }>;
  /** Verdict totals per `${kind}:${id}`. */
  feedback: Map<string, { useful: number; irrelevant: number }>;
  builtAt: number;
  version: number;
}

/** A title word counts this many times a body word. */
export const TITLE_WEIGHT = 3;

function emptyKind(): KindIndex {
  return { docs: [], postings: new Map(), building: new Map(), avgLength: 1, byField: new Map() };
}

function addDoc(index: KindIndex, doc: Candidate, titleTokens: string, bodyTokens: string) {
  const tf = new Map<string, number>();
  const title = titleTokens.split(' ').filter(Boolean);
  const body = bodyTokens.split(' ').filter(Boolean);
  for (const t of title) tf.set(t, (tf.get(t) ?? 0) + TITLE_WEIGHT);
  for (const t of body) tf.set(t, (tf.get(t) ?? 0) + 1);
  const at = index.docs.length;
  index.docs.push({ ...doc, length: title.length * TITLE_WEIGHT + body.length });
  for (const [term, n] of tf) {
    const list = index.building!.get(term);
    if (list) list.push(at, n);
    else index.building!.set(term, [at, n]);
  }
  if (doc.techFieldId !== null) {
    const list = index.byField.get(doc.techFieldId) ?? [];
    list.push(at);
    index.byField.set(doc.techFieldId, list);
  }
}

type Features = Omit<Candidate, 'kind' | 'id' | 'title' | 'length'>;

async function loadFeatures(db: Db): Promise<Record<MatchKind, Map<number, Features>>> {
  const [outcomes, needs, tags, talents, orgs] = await Promise.all([
    db
      .selectFrom('outcomes')
      .select(['id', 'techFieldId', 'regionCode', 'maturity', 'price', 'publishDate'])
      .where('status', '=', 1)
      .execute(),
    db
      .selectFrom('needs')
      .select(['id', 'techFieldId', 'regionCode', 'needType', 'budget', 'createdAt'])
      .where('status', '=', 1)
      .execute(),
    db.selectFrom('needTags').select(['id', 'tagName']).execute(),
    db
      .selectFrom('talents')
      .select(['id', 'techFieldId', 'regionCode', 'createdAt'])
      .where('status', '=', 1)
      .execute(),
    db
      .selectFrom('serviceOrgs')
      .select(['id', 'techFieldId', 'regionCode', 'authType', 'createdAt'])
      .where('status', '=', 1)
      .execute(),
  ]);
  const tagName = new Map(tags.map((t) => [t.id, t.tagName]));
  const none = { maturity: null, money: null, needType: null, authType: null };
  return {
    outcome: new Map(
      outcomes.map((r) => [
        r.id,
        {
          ...none,
          techFieldId: r.techFieldId,
          regionCode: r.regionCode,
          dateMs: dayMs(r.publishDate),
          maturity: Number(r.maturity),
          money: Number(r.price),
        },
      ]),
    ),
    need: new Map(
      needs.map((r) => [
        r.id,
        {
          ...none,
          techFieldId: r.techFieldId,
          regionCode: r.regionCode ?? '',
          dateMs: r.createdAt,
          money: r.budget === null ? null : Number(r.budget),
          needType: tagName.get(r.needType) ?? null,
        },
      ]),
    ),
    talent: new Map(
      talents.map((r) => [
        r.id,
        {
          ...none,
          techFieldId: r.techFieldId,
          regionCode: r.regionCode,
          dateMs: r.createdAt,
        },
      ]),
    ),
    provider: new Map(
      orgs.map((r) => [
        r.id,
        {
          ...none,
          techFieldId: r.techFieldId,
          regionCode: r.regionCode,
          dateMs: r.createdAt,
          authType: r.authType,
        },
      ]),
    ),
  };
}

export async function loadFeedbackTotals(db: Db): Promise<Corpus['feedback']> {
  const rows = await db
    .selectFrom('matchFeedback')
    .select(['targetKind', 'targetId', 'verdict'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .groupBy(['targetKind', 'targetId', 'verdict'])
    .execute();
  const totals: Corpus['feedback'] = new Map();
  for (const r of rows) {
    const key = `${r.targetKind}:${r.targetId}`;
    const t = totals.get(key) ?? { useful: 0, irrelevant: 0 };
    if (r.verdict === 1) t.useful += Number(r.n);
    else t.irrelevant += Number(r.n);
    totals.set(key, t);
  }
  return totals;
}

/** Reads the index page by page (a demo at scale holds hundreds of thousands of rows). */
const PAGE = 5000;

export async function buildCorpus(db: Db, now: number): Promise<Corpus> {
  const version = searchIndexVersion();
  const [features, fieldRows, feedback] = await Promise.all([
    loadFeatures(db),
    db.selectFrom('techFields').select(['id', 'name', 'parentId']).execute(),
    loadFeedbackTotals(db),
  ]);
  const kinds = {
    outcome: emptyKind(),
    need: emptyKind(),
    talent: emptyKind(),
    provider: emptyKind(),
  } satisfies Record<MatchKind, KindIndex>;
  for (const kind of Object.keys(KIND_DOCS) as MatchKind[]) {
    let afterId = 0;
    for (;;) {
      const rows = await db
        .selectFrom('searchIndex')
        .select(['id', 'refId', 'title', 'titleTokens', 'bodyTokens'])
        .where('docType', '=', KIND_DOCS[kind])
        .where('status', '=', 1)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(PAGE)
        .execute();
      for (const r of rows) {
        const f = features[kind].get(r.refId);
        // In the index but not public in its table (or gone): never a match.
        if (!f) continue;
        addDoc(
          kinds[kind],
          { kind, id: r.refId, title: r.title, length: 0, ...f },
          r.titleTokens,
          r.bodyTokens,
        );
      }
      if (rows.length < PAGE) break;
      afterId = rows[rows.length - 1]!.id;
    }
    const index = kinds[kind];
    for (const [term, pairs] of index.building!) {
      const docs = new Int32Array(pairs.length / 2);
      const tfs = new Float32Array(pairs.length / 2);
      for (let i = 0; i < docs.length; i++) {
        docs[i] = pairs[2 * i]!;
        tfs[i] = pairs[2 * i + 1]!;
      }
      index.postings.set(term, { docs, tfs });
    }
    index.building = null;
    index.avgLength =
      index.docs.reduce((s, d) => s + d.length, 0) / Math.max(1, index.docs.length) || 1;
  }
  return {
    kinds,
    fields: new Map(fieldRows.map((f) => [f.id, { name: f.name, parentId: f.parentId }])),
    feedback,
    builtAt: now,
    version,
  };
}

/** Rebuilt before answering below this many documents; above, the old one answers meanwhile. */
const SYNC_REBUILD_DOCS = 20_000;
/** Between two builds of a large corpus (the old one answers meanwhile). */
const REBUILD_GAP_MS = 30_000;
/** Another server process may have written: look again after this long. */
const MAX_AGE_MS = 60_000;

const cache = new WeakMap<Db, { corpus: Corpus | null; building: Promise<Corpus> | null }>();

const size = (c: Corpus) => Object.values(c.kinds).reduce((s, k) => s + k.docs.length, 0);

/** The corpus of this database, fresh with respect to this process's writes. */
export async function corpusOf(db: Db, now: number): Promise<Corpus> {
  let entry = cache.get(db);
  if (!entry) {
    entry = { corpus: null, building: null };
    cache.set(db, entry);
  }
  const current = entry.corpus;
  const stale =
    !current || current.version !== searchIndexVersion() || now - current.builtAt > MAX_AGE_MS;
  if (!stale) return current;
  // A large corpus takes seconds to build: rebuilt at most every REBUILD_GAP_MS, however many writes.
  if (current && size(current) > SYNC_REBUILD_DOCS && now - current.builtAt < REBUILD_GAP_MS) {
    return current;
  }
  const slot = entry;
  slot.building ??= buildCorpus(db, now).then(
    (c) => {
      slot.corpus = c;
      slot.building = null;
      return c;
    },
    (error) => {
      slot.building = null;
      throw error;
    },
  );
  if (current && size(current) > SYNC_REBUILD_DOCS) return current;
  return slot.building;
}

/** After a verdict: counted at once in this process's corpus (the next build reads the table). */
export function countVerdict(db: Db, kind: MatchKind, id: number, verdict: 1 | -1) {
  const corpus = cache.get(db)?.corpus;
  if (!corpus) return;
  const key = `${kind}:${id}`;
  const t = corpus.feedback.get(key) ?? { useful: 0, irrelevant: 0 };
  if (verdict === 1) t.useful += 1;
  else t.irrelevant += 1;
  corpus.feedback.set(key, t);
}
