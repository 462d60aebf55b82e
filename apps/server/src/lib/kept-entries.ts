import type { Db } from '../db/index.ts';
import { invalidatedSince, loadMark, onInvalidate } from './cache-registry.ts';

/**
 * Answers read from the database and kept in memory per database handle, least recently used
 * leaving first (issue #30: a list filter's ordered ids, a keyword's matches). One shape for
 * every such store, so that each keeps the same promises:
 * - identical concurrent misses run one read;
 * - an entry is dropped when its tags are invalidated (lib/cache-registry.ts: in every process,
 *   through the state bus), when it is older than `ttlMs`, or when `current` says it no longer
 *   holds (an index or data version changed);
 * - an entry whose tags were invalidated, or which stopped being current, while it was read
 *   answers the request that started the read and is not kept; the requests that waited for it
 *   read afresh, so a write is never hidden from a request behind it.
 */
export interface KeptValue {
  /** Cache tags of what the value was read from (lib/cache-registry.ts). */
  tags: readonly string[];
}

export interface KeptStoreOptions<V extends KeptValue> {
  /** Entries kept per database handle. */
  max: number;
  ttlMs: number;
  /** Whether a value still holds besides its age (compares the versions it was read at). */
  current?: (db: Db, value: V) => boolean | Promise<boolean>;
  /** The clock of the ages (default Date.now; an app's clock where tests move time). */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  /** cache-registry loadMark when the read began. */
  mark: number;
  loadedAt: number;
}

interface Store<V> {
  entries: Map<string, Entry<V>>;
  loading: Map<string, Promise<Entry<V>>>;
}

export interface KeptStore<V extends KeptValue> {
  /** The value kept for `key` while current, else the one `read` returns (and keeps). */
  get(db: Db, key: string, read: () => Promise<V>): Promise<V>;
  /** Whether `key` is kept or being read. */
  has(db: Db, key: string): boolean;
}

export function keptStore<V extends KeptValue>(options: KeptStoreOptions<V>): KeptStore<V> {
  const stores = new WeakMap<Db, Store<V>>();

  function storeOf(db: Db): Store<V> {
    let store = stores.get(db);
    if (!store) {
      const created: Store<V> = { entries: new Map(), loading: new Map() };
      onInvalidate({ db }, (matches) => {
        for (const [key, entry] of created.entries)
          if (matches(entry.value.tags)) created.entries.delete(key);
      });
      stores.set(db, created);
      store = created;
    }
    return store;
  }

  const now = options.now ?? Date.now;
  const isCurrent = async (db: Db, value: V) => !options.current || options.current(db, value);
  /** Neither invalidated nor outdated since its read began. */
  const holds = async (db: Db, loaded: Entry<V>) =>
    !invalidatedSince({ db }, loaded.mark, loaded.value.tags) &&
    (await isCurrent(db, loaded.value));

  async function load(db: Db, read: () => Promise<V>): Promise<Entry<V>> {
    const mark = loadMark({ db });
    const loadedAt = now();
    return { value: await read(), mark, loadedAt };
  }

  return {
    has(db, key) {
      const store = storeOf(db);
      return store.entries.has(key) || store.loading.has(key);
    },

    async get(db, key, read) {
      const store = storeOf(db);
      const entry = store.entries.get(key);
      if (entry && now() - entry.loadedAt < options.ttlMs && (await isCurrent(db, entry.value))) {
        // Most recently used last.
        store.entries.delete(key);
        store.entries.set(key, entry);
        return entry.value;
      }
      // Stale: out, unless a fresher one was kept meanwhile (the check above may have awaited).
      if (entry && store.entries.get(key) === entry) store.entries.delete(key);
      const pending = store.loading.get(key);
      if (pending) {
        const joined = await pending;
        // A read a write overtook answers only the request that started it.
        if (await holds(db, joined)) return joined.value;
      }
      return lead(db, store, key, read);
    },
  };

  /** Reads `key` for this request and those that come while it reads; keeps it if it holds. */
  async function lead(db: Db, store: Store<V>, key: string, read: () => Promise<V>): Promise<V> {
    const loading: Promise<Entry<V>> = load(db, read).finally(() => {
      if (store.loading.get(key) === loading) store.loading.delete(key);
    });
    store.loading.set(key, loading);
    const loaded = await loading;
    if (await holds(db, loaded)) {
      store.entries.set(key, loaded);
      while (store.entries.size > options.max)
        store.entries.delete(store.entries.keys().next().value!);
    }
    return loaded.value;
  }
}
