import { type Db, isPostgres } from '../../db/index.ts';
import { keptStore } from '../../lib/kept-entries.ts';
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

interface OrderedIds {
  ids: readonly number[];
  tags: readonly string[];
  version: number;
  dataVersion: number;
}

async function dataVersionOf(db: Db): Promise<number> {
  return isPostgres(db) ? 0 : sqliteDataVersion(db);
}

const kept = keptStore<OrderedIds>({
  max: ORDERED_IDS_MAX,
  ttlMs: ORDERED_IDS_TTL_MS,
  current: async (db, value) =>
    value.version === searchIndexVersion() && value.dataVersion === (await dataVersionOf(db)),
});

/**
 * How long an ask is remembered: a second ask within it keeps the filter's ids. Longer than the
 * response cache's TTL, so that a popular list, answered from that cache meanwhile, is asked
 * again by the kit after it expires and is then counted to COUNT_CAP, not counted anew as a
 * one-off (list-kit.ts ONE_OFF_COUNT_CAP: 共 2000+ 条) every time.
 */
export const ASK_REMEMBERED_MS = 10 * 60_000;

/** Filters asked for once, when (ms), per database. */
const asked = new WeakMap<Db, Map<string, number>>();

/**
 * Whether a filter's ids are worth keeping: they are kept already, or it was asked for before
 * within ASK_REMEMBERED_MS. A filter asked for once is answered by its own page query (a page
 * and a count capped at ONE_OFF_COUNT_CAP): reading ten thousand ids for every one-off filter
 * (a visitor's exact price range, a crawler's dates) cost ten times a page query at
 * --scale 1000; a second ask keeps them.
 */
export function worthKeeping(db: Db, key: string): boolean {
  let times = asked.get(db);
  if (!times) {
    times = new Map();
    asked.set(db, times);
  }
  const now = Date.now();
  const askedAt = times.get(key);
  // Most recently asked last; the oldest leave first.
  times.delete(key);
  times.set(key, now);
  while (times.size > ORDERED_IDS_MAX * 4) times.delete(times.keys().next().value!);
  if (kept.has(db, key)) return true;
  return askedAt !== undefined && now - askedAt < ASK_REMEMBERED_MS;
}

/** The ids `read` finds for `key`, from the cache (under `tag`) while they are current. */
export async function orderedIds(
  db: Db,
  key: string,
  tag: string,
  read: () => Promise<number[]>,
): Promise<readonly number[]> {
  const value = await kept.get(db, key, async () => {
    const version = searchIndexVersion();
    const dataVersion = await dataVersionOf(db);
    return { ids: await read(), tags: [tag], version, dataVersion };
  });
  return value.ids;
}
