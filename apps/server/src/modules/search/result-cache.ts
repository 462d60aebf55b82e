/**
 * Small in-process caches of search (a kept store, lib/kept-entries.ts): guests' answers to
 * popular searches for a few seconds, and a query's ranked window and tab counts for the next
 * page or tab. Bounded; an entry read before a write to the index in this process
 * (indexDocuments, removeDocument bump a version) no longer holds, and an invalidation of
 * `search`, of a searched section or item (`need:12`) or of `*` drops it in every process.
 */
import { SEARCH_DOC_TYPES } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { keptStore } from '../../lib/kept-entries.ts';
import { searchIndexVersion } from './index-repository.ts';

/** Any invalidation of a searched section (`need`, `need:12`, …) or of `search` drops them. */
const TAGS = ['search', ...Object.keys(SEARCH_DOC_TYPES)];

export const SEARCH_CACHE_TTL_MS = 5_000;
export const SEARCH_CACHE_MAX = 500;
/** A query's ranked window and tab counts (query.ts Keep): longer, as only writes change them. */
export const KEPT_MATCHES_TTL_MS = 30_000;

export function searchCache<T>(app: FastifyInstance, ttlMs = SEARCH_CACHE_TTL_MS) {
  const kept = keptStore<{ tags: readonly string[]; version: number; value: T }>({
    max: SEARCH_CACHE_MAX,
    ttlMs,
    now: () => app.clock.now(),
    current: (_db, entry) => entry.version === searchIndexVersion(),
  });
  return {
    /** The cached answer for `key`, or `load()`'s, kept for the TTL. */
    async get(key: string, load: () => Promise<T>): Promise<T> {
      const entry = await kept.get(app.db, key, async () => {
        const version = searchIndexVersion();
        return { tags: TAGS, version, value: await load() };
      });
      return entry.value;
    },
  };
}
