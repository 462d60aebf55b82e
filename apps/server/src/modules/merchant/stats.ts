import type { MerchantStats, MerchantStatsMonth } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { formatDate, HOUR } from '../../lib/time.ts';

const MONTHS = 12;

/** The last `MONTHS` Shanghai months up to `now`'s, oldest first, and when the first began. */
export function lastMonths(now: number): { months: string[]; since: number } {
  const [y, m] = formatDate(now).split('-').map(Number) as [number, number];
  const months = Array.from({ length: MONTHS }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (MONTHS - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
  const [fy, fm] = months[0]!.split('-').map(Number) as [number, number];
  return { months, since: Date.UTC(fy, fm - 1, 1) - 8 * HOUR };
}

const monthOf = (ms: number) => formatDate(ms).slice(0, 7);

/**
 * 数据统计: per month, counted from the rows — outcome views (view_days), 意向洽谈 received,
 * voucher orders placed (not cancelled) and their voucher and cash parts.
 */
export async function orgStats(db: Db, orgId: number, now: number): Promise<MerchantStats> {
  const { months, since } = lastMonths(now);
  const firstDay = `${months[0]}-01`;
  const [views, contacts, orders] = await Promise.all([
    db
      .selectFrom('viewDays as d')
      .innerJoin('outcomes as o', 'o.id', 'd.itemId')
      .select([
        sql<string>`substr(${sql.ref('d.day')}, 1, 7)`.as('month'),
        (eb) => eb.fn.sum<number>('d.views').as('views'),
      ])
      .where('d.itemTable', '=', 'outcomes')
      .where('o.orgId', '=', orgId)
      .where('d.day', '>=', firstDay)
      .groupBy(sql`substr(${sql.ref('d.day')}, 1, 7)`)
      .execute(),
    db
      .selectFrom('contactRequests')
      .select('createdAt')
      .where('orgId', '=', orgId)
      .where('createdAt', '>=', since)
      .execute(),
    db
      .selectFrom('voucherOrders')
      .select(['createdAt', 'voucherAmount', 'selfAmount'])
      .where('orgId', '=', orgId)
      .where('status', '!=', 4)
      .where('createdAt', '>=', since)
      .execute(),
  ]);
  const byMonth = new Map<string, MerchantStatsMonth>(
    months.map((month) => [
      month,
      { month, outcomeViews: 0, contacts: 0, orders: 0, voucherAmount: 0, selfAmount: 0 },
    ]),
  );
  for (const v of views) {
    const row = byMonth.get(v.month);
    if (row) row.outcomeViews = Number(v.views);
  }
  for (const c of contacts) {
    const row = byMonth.get(monthOf(Number(c.createdAt)));
    if (row) row.contacts += 1;
  }
  for (const o of orders) {
    const row = byMonth.get(monthOf(Number(o.createdAt)));
    if (!row) continue;
    row.orders += 1;
    row.voucherAmount += Number(o.voucherAmount);
    row.selfAmount += Number(o.selfAmount);
  }
  return { months: [...byMonth.values()] };
}
