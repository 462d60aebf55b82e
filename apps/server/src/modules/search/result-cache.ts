/**
 * A small in-process cache of guests' search answers: popular searches (the hot words, a
 * query many visitors type) reuse an answer for a few seconds. Bounded; every write to the
 * index (indexDocuments, removeDocument) in this process bumps a version that empties it, and
 * an invalidation of `search`, of a searched section or item (`need:12`) or of `*`
 * (lib/cache-registry.ts) does in every process. Members'
 * answers may hold their own pending documents, so only guests' answers are cached.
 */
import { SEARCH_DOC_TYPES } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { invalidatedSince, loadMark, onInvalidate } from '../../lib/cache-registry.ts';
import { searchIndexVersion } from './index-repository.ts';

/** Any invalidation of a searched section (`need`, `need:12`, …) or of `search` drops them. */
const TAGS = ['search', ...Object.keys(SEARCH_DOC_TYPES)];

export const SEARCH_CACHE_TTL_MS = 5_000;
export const SEARCH_CACHE_MAX = 500;
/** A query's ranked window and tab counts (query.ts Keep): longer, as only writes change them. */
export const KEPT_MATCHES_TTL_MS = 30_000;

export function searchCache<T>(app: FastifyInstance, ttlMs = SEARCH_CACHE_TTL_MS) {
  const now = () => app.clock.now();
  const store = new Map<string, { until: number; value: T }>();
  // Identical misses at the same time share one load (issue #30).
  const loading = new Map<string, Promise<T>>();
  let version = searchIndexVersion();
  onInvalidate(app, (matches) => {
    if (matches(TAGS)) {
      store.clear();
      loading.clear();
    }
  });

  const fresh = () => {
    if (version !== searchIndexVersion()) {
      store.clear();
      loading.clear(); // a load begun before the write is not joined after it
      version = searchIndexVersion();
    }
  };

  return {
    /** The cached answer for `key`, or `load()`'s, kept for the TTL. */
    async get(key: string, load: () => Promise<T>): Promise<T> {
      fresh();
      const hit = store.get(key);
      if (hit && hit.until > now()) return hit.value;
      const pending = loading.get(key);
      if (pending) return pending;
      const loadedAt = version;
      const mark = loadMark(app);
      const loaded = load().then((value) => {
        // Written to while loading: the answer may predate the write, so it is not kept.
        if (loadedAt === searchIndexVersion() && !invalidatedSince(app, mark, TAGS)) {
          if (store.size >= SEARCH_CACHE_MAX) store.delete(store.keys().next().value!);
          store.set(key, { until: now() + ttlMs, value });
        }
        return value;
      });
      loading.set(key, loaded);
      try {
        return await loaded;
      } finally {
        if (loading.get(key) === loaded) loading.delete(key);
      }
    },
  };
}
