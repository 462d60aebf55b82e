import type { NewsItem, PolicyItem } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { DAY } from '../../lib/time.ts';

/** Policies and news of the home page's policy-and-news block. */

/** 0 未开始 before startDate, 1 申报中 from startDate to endDate inclusive, 2 已结束 after. */
export function applyStatus(startDate: string, endDate: string, today: string): 0 | 1 | 2 {
  if (today < startDate) return 0;
  return today > endDate ? 2 : 1;
}

/** Whole days from `today` to `endDate` (both yyyy-MM-dd), never negative. */
export function deadlineDays(endDate: string, today: string): number {
  const days = Math.round((Date.parse(endDate) - Date.parse(today)) / DAY);
  return Math.max(0, days);
}

/**
 * Home policies. With `isToday`, only those whose application has not ended (end date today or
 * later), soonest deadline first; otherwise the newest published.
 */
export async function homePolicies(
  db: Db,
  query: { size: number; isToday: boolean },
  today: string,
): Promise<PolicyItem[]> {
  let q = db
    .selectFrom('policies')
    .where('status', '=', 1)
    .select(['id', 'policyName', 'deptName', 'policyLevel', 'publishDate', 'startDate', 'endDate']);
  q = query.isToday
    ? q.where('endDate', '>=', today).orderBy('endDate').orderBy('id')
    : q.orderBy('publishDate', 'desc').orderBy('id', 'desc');
  const rows = await q.limit(query.size).execute();
  return rows.map((r) => ({
    ...r,
    deadlineDays: deadlineDays(r.endDate, today),
    applyStatus: applyStatus(r.startDate, r.endDate, today),
  }));
}

/** Home news: published only (as the news list and detail), pinned first, then the newest. */
export async function homeNews(db: Db, size: number): Promise<NewsItem[]> {
  return db
    .selectFrom('news')
    .select(['id', 'newsTitle', 'newsImg', 'newsType', 'source', 'summary', 'publishDate'])
    .where('status', '=', 1)
    .orderBy('isTop', 'desc')
    .orderBy('publishDate', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .execute();
}
