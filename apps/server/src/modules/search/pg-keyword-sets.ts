import type { SearchDocType } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { keptStore } from '../../lib/kept-entries.ts';
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

interface Matches {
  tags: readonly string[];
  /** Newest first; null when the keyword is too common to keep (the list joins the index). */
  ids: Int32Array | null;
  /** yyyyMMdd of each id, non-increasing. */
  days: Int32Array;
  version: number;
}

const kept = keptStore<Matches>({
  max: KEYWORD_SETS_MAX,
  ttlMs: PUBLIC_CACHE_TTL_MS,
  current: (_db, value) => value.version === searchIndexVersion(),
});

/** Matches fetched per round trip: one round's rows are mapped in a few ms. */
export const pgMatchesChunk = { size: 5000 };

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

/**
 * Read through a cursor, a chunk per round trip: a common word's matches in one result (up to
 * 200,000 rows) were mapped row by row (CamelCasePlugin) in one go, and /gateway/health waited
 * behind it (p99 88 ms at --scale 1000).
 */
async function load(db: Db, docType: SearchDocType, tsQuery: string): Promise<Matches> {
  const version = searchIndexVersion();
  const tags = [docType, 'search'];
  const ids: number[] = [];
  const days: number[] = [];
  await db.transaction().execute(async (trx) => {
    await sql`declare keyword_matches no scroll cursor for
      select s.ref_id as id, s.publish_date as date from search_index s
      where s.doc_type = ${docType} and s.status = 1
        and s.tsv @@ to_tsquery('simple', ${tsQuery})
      order by s.publish_date desc, s.ref_id desc
      limit ${KEYWORD_SET_MAX_SIZE + 1}`.execute(trx);
    for (;;) {
      const { rows } = await sql<{ id: number; date: string }>`fetch forward ${sql.lit(
        pgMatchesChunk.size,
      )} from keyword_matches`.execute(trx);
      for (const row of rows) {
        ids.push(Number(row.id));
        days.push(dayOf(String(row.date)));
      }
      if (rows.length < pgMatchesChunk.size) break;
    }
  });
  if (ids.length > KEYWORD_SET_MAX_SIZE)
    return { tags, ids: null, days: new Int32Array(), version };
  return { tags, ids: Int32Array.from(ids), days: Int32Array.from(days), version };
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
  const entry = await kept.get(db, `${docType} ${tsQuery}`, () => load(db, docType, tsQuery));
  if (entry.ids === null) return undefined;
  const { ids, days } = entry as Matches & { ids: Int32Array };
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
