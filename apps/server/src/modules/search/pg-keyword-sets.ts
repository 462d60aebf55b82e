import type { SearchDocType } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { invalidatedSince, loadMark, onInvalidate } from '../../lib/cache-registry.ts';
import { PUBLIC_CACHE_TTL_MS } from '../../lib/response-cache.ts';
import { searchIndexVersion } from './index-repository.ts';
import { KEYWORD_SET_MAX_SIZE, KEYWORD_SETS_MAX } from './keyword-sets.ts';

/**
 * PostgreSQL: the public documents of a section a list keyword matches, newest first, kept in
 * memory (issue #30) — the counterpart of SQLite's temporary keyword tables (keyword-sets.ts).
 * A keyword list with its own date bounds (each visitor's) joined search_index and outcomes and
 * counted the join on every request: 960 ms at the 95th percentile at --scale 1000. From the
 * kept matches such a list is two binary searches and a slice; only the page's rows are read.
 *
 * As fresh as the kept list ids (kit/list/ordered-ids.ts): dropped when this process writes the
 * search index, when the section's or the search's cache tag is invalidated (every process,
 * through the state bus), and after PUBLIC_CACHE_TTL_MS.
 */
export interface KeywordMatches {
  size: number;
  /** Oldest and newest publish date (yyyy-MM-dd), null when none match. */
  first: string | null;
  last: string | null;
  /**
   * Ids of the matches published within the bounds (inclusive, yyyy-MM-dd), newest first (date,
   * then id), the first `limit` of them, and how many there are in all.
   */
  within(
    bounds: { from?: string; to?: string },
    offset: number,
    limit: number,
  ): { ids: number[]; total: number };
}

interface Entry {
  tags: readonly string[];
  /** Newest first; null when the keyword is too common to keep (the list joins the index). */
  ids: Int32Array | null;
  /** yyyyMMdd of each id, non-increasing. */
  days: Int32Array;
  /** lib/cache-registry.ts loadMark when the read began. */
  mark: number;
  loadedAt: number;
  version: number;
}

interface Store {
  entries: Map<string, Entry>;
  loading: Map<string, Promise<Entry>>;
}

const stores = new WeakMap<object, Store>();

function storeOf(db: Db): Store {
  let store = stores.get(db);
  if (!store) {
    const created: Store = { entries: new Map(), loading: new Map() };
    onInvalidate({ db }, (matches) => {
      for (const [key, entry] of created.entries)
        if (matches(entry.tags)) created.entries.delete(key);
    });
    stores.set(db, created);
    store = created;
  }
  return store;
}

const dayOf = (date: string) => Number(date.slice(0, 10).replaceAll('-', ''));
const dateOf = (day: number) => {
  const s = String(day).padStart(8, '0');
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
};

/** The first index whose day is ≤ `day` (days are non-increasing). */
function firstAtOrBefore(days: Int32Array, day: number): number {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (days[mid]! > day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

async function load(db: Db, docType: SearchDocType, tsQuery: string): Promise<Entry> {
  const mark = loadMark({ db });
  const version = searchIndexVersion();
  const loadedAt = Date.now();
  const { rows } = await sql<{ id: number; date: string }>`
    select s.ref_id as id, s.publish_date as date from search_index s
    where s.doc_type = ${docType} and s.status = 1
      and s.tsv @@ to_tsquery('simple', ${tsQuery})
    order by s.publish_date desc, s.ref_id desc limit ${KEYWORD_SET_MAX_SIZE + 1}`.execute(db);
  const kept = { tags: [docType, 'search'], mark, loadedAt, version };
  if (rows.length > KEYWORD_SET_MAX_SIZE) return { ...kept, ids: null, days: new Int32Array() };
  const ids = new Int32Array(rows.length);
  const days = new Int32Array(rows.length);
  rows.forEach((row, i) => {
    ids[i] = Number(row.id);
    days[i] = dayOf(String(row.date));
  });
  return { ...kept, ids, days };
}

/**
 * The public matches of `tsQuery` (tsQueryText of the words) in a section; undefined when the
 * keyword is too common to keep (more than KEYWORD_SET_MAX_SIZE matches) or inside a
 * transaction. Identical concurrent misses run one query.
 */
export async function pgKeywordMatches(
  db: Db,
  docType: SearchDocType,
  tsQuery: string,
): Promise<KeywordMatches | undefined> {
  if (db.isTransaction) return undefined;
  const store = storeOf(db);
  const key = `${docType} ${tsQuery}`;
  let entry = store.entries.get(key);
  if (
    entry &&
    entry.version === searchIndexVersion() &&
    Date.now() - entry.loadedAt < PUBLIC_CACHE_TTL_MS
  ) {
    // Most recently used last.
    store.entries.delete(key);
    store.entries.set(key, entry);
  } else {
    store.entries.delete(key);
    let loading = store.loading.get(key);
    if (!loading) {
      loading = load(db, docType, tsQuery).finally(() => store.loading.delete(key));
      store.loading.set(key, loading);
      entry = await loading;
      // Not kept when the index changed or the tags were invalidated while it was read: it
      // answers this request only.
      if (
        entry.version === searchIndexVersion() &&
        !invalidatedSince({ db }, entry.mark, entry.tags)
      ) {
        store.entries.set(key, entry);
        while (store.entries.size > KEYWORD_SETS_MAX)
          store.entries.delete(store.entries.keys().next().value!);
      }
    } else entry = await loading;
  }
  if (entry.ids === null) return undefined;
  const { ids, days } = entry as Entry & { ids: Int32Array };
  return {
    size: ids.length,
    first: ids.length ? dateOf(days[ids.length - 1]!) : null,
    last: ids.length ? dateOf(days[0]!) : null,
    within(bounds, offset, limit) {
      const start = bounds.to ? firstAtOrBefore(days, dayOf(bounds.to)) : 0;
      const end = bounds.from ? firstAtOrBefore(days, dayOf(bounds.from) - 1) : ids.length;
      const total = Math.max(0, end - start);
      const from = start + Math.min(offset, total);
      return { ids: Array.from(ids.subarray(from, Math.min(from + limit, end))), total };
    },
  };
}
