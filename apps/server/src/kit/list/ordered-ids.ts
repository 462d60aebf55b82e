import { PostgresAdapter } from 'kysely';
import type { Db } from '../../db/index.ts';
import { invalidatedSince, loadMark, onInvalidate } from '../../lib/cache-registry.ts';
import { PUBLIC_CACHE_TTL_MS } from '../../lib/response-cache.ts';
import { searchIndexVersion } from '../../modules/search/index-repository.ts';
import { sqliteDataVersion } from '../../modules/search/keyword-sets.ts';

/**
 * The ordered ids of a list's filter (up to COUNT_CAP + 1), kept per filter and sort (issue
 * #30). Finding them is the cost that grows with a province-size table — counting the matches,
 * walking an index to a deep page, sorting a filtered set — while a page of ids is then read
 * by primary key. Every page of the same filter (first, deep, any member's) and its count are
 * answered from one lookup; identical concurrent misses share one query.
 *
 * A list of ids is as fresh as the lists' response cache: dropped when the search index changes
 * in this process (every write of a published record re-indexes it), when the section's cache
 * tag is invalidated (in every process, through the state bus), on SQLite when another connection commits
 * (data_version), and at the latest after PUBLIC_CACHE_TTL_MS — the bound the response cache
 * already gives another process's writes.
 */
export const ORDERED_IDS_TTL_MS = PUBLIC_CACHE_TTL_MS;
/** Filters kept per database (least recently used leave first): ≤ 40 kB of ids each. */
export const ORDERED_IDS_MAX = 256;

interface Entry {
  ids: readonly number[];
  tags: readonly string[];
  /** lib/cache-registry.ts loadMark when the read began. */
  mark: number;
  loadedAt: number;
  version: number;
  dataVersion: number;
}

interface Store {
  entries: Map<string, Entry>;
  loading: Map<string, Promise<Entry>>;
  /** Filters asked for once, when (ms): the second ask within the TTL keeps their ids. */
  asked: Map<string, number>;
}

const stores = new WeakMap<object, Store>();

function storeOf(db: Db): Store {
  let store = stores.get(db);
  if (!store) {
    const created: Store = { entries: new Map(), loading: new Map(), asked: new Map() };
    onInvalidate({ db }, (matches) => {
      for (const [key, entry] of created.entries)
        if (matches(entry.tags)) created.entries.delete(key);
    });
    stores.set(db, created);
    store = created;
  }
  return store;
}

async function dataVersionOf(db: Db): Promise<number> {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 0 : sqliteDataVersion(db);
}

async function load(db: Db, tag: string, read: () => Promise<number[]>): Promise<Entry> {
  const mark = loadMark({ db });
  const version = searchIndexVersion();
  const dataVersion = await dataVersionOf(db);
  const loadedAt = Date.now();
  return { ids: await read(), tags: [tag], mark, loadedAt, version, dataVersion };
}

/**
 * Whether a filter's ids are worth keeping: they are kept already, or it was asked for before
 * within the TTL. A filter asked for once is answered by its own page query (a page and a
 * capped count): reading ten thousand ids for every one-off filter (a visitor's exact price
 * range, a crawler's dates) cost ten times a page query at --scale 1000; a second ask keeps them.
 */
export function worthKeeping(db: Db, key: string): boolean {
  const store = storeOf(db);
  const now = Date.now();
  const askedAt = store.asked.get(key);
  // Most recently asked last; the oldest leave first.
  store.asked.delete(key);
  store.asked.set(key, now);
  while (store.asked.size > ORDERED_IDS_MAX * 4)
    store.asked.delete(store.asked.keys().next().value!);
  if (store.entries.has(key) || store.loading.has(key)) return true;
  return askedAt !== undefined && now - askedAt < ORDERED_IDS_TTL_MS;
}

/** The ids `read` finds for `key`, from the cache (under `tag`) while they are current. */
export async function orderedIds(
  db: Db,
  key: string,
  tag: string,
  read: () => Promise<number[]>,
): Promise<readonly number[]> {
  const store = storeOf(db);
  const entry = store.entries.get(key);
  if (
    entry &&
    entry.version === searchIndexVersion() &&
    Date.now() - entry.loadedAt < ORDERED_IDS_TTL_MS &&
    entry.dataVersion === (await dataVersionOf(db))
  ) {
    // Most recently used last.
    store.entries.delete(key);
    store.entries.set(key, entry);
    return entry.ids;
  }
  store.entries.delete(key);
  let loading = store.loading.get(key);
  if (!loading) {
    loading = load(db, tag, read).finally(() => store.loading.delete(key));
    store.loading.set(key, loading);
    const loaded = await loading;
    // Not kept when the index changed or the tag was invalidated while the ids were read:
    // they serve this request only.
    if (
      loaded.version === searchIndexVersion() &&
      !invalidatedSince({ db }, loaded.mark, loaded.tags)
    ) {
      store.entries.set(key, loaded);
      while (store.entries.size > ORDERED_IDS_MAX)
        store.entries.delete(store.entries.keys().next().value!);
    }
    return loaded.ids;
  }
  return (await loading).ids;
}
