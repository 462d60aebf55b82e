import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { allOf } from '../../kit/list/filters.ts';

/** Shanghai is UTC+8 all year. */
const OFFSET_MS = 8 * 3_600_000;

/** One period of a time series: text bounds for yyyy-MM-dd columns, ms bounds for *At columns. */
export interface Bucket {
  /** yyyy-MM */
  label: string;
  /** yyyy-MM-dd, inclusive */
  from: string;
  /** yyyy-MM-dd, exclusive */
  to: string;
  fromMs: number;
  toMs: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (year: number, month0: number) => {
  const y = year + Math.floor(month0 / 12);
  const m = ((month0 % 12) + 12) % 12;
  return `${y}-${pad(m + 1)}-01`;
};
const msOf = (date: string) => Date.parse(`${date}T00:00:00+08:00`);

/** The calendar months [year-month0 … + count), Shanghai time. */
export function monthsFrom(year: number, month0: number, count: number): Bucket[] {
  return Array.from({ length: count }, (_, i) => {
    const from = dayOf(year, month0 + i);
    const to = dayOf(year, month0 + i + 1);
    return { label: from.slice(0, 7), from, to, fromMs: msOf(from), toMs: msOf(to) };
  });
}

/** The last `count` calendar months up to and including the one holding `nowMs`. */
export function lastMonths(nowMs: number, count = 12): Bucket[] {
  const d = new Date(nowMs + OFFSET_MS);
  return monthsFrom(d.getUTCFullYear(), d.getUTCMonth() - count + 1, count);
}

/** One bucket spanning all of `buckets`. */
export function span(buckets: Bucket[]): Bucket {
  const first = buckets[0]!;
  const last = buckets[buckets.length - 1]!;
  return { label: '', from: first.from, to: last.to, fromMs: first.fromMs, toMs: last.toMs };
}

export interface BucketSource {
  /** FROM clause, with the alias the column and conditions use (sql`outcomes as o`). */
  from: RawBuilder<unknown>;
  /** Qualified snake_case column the buckets apply to. */
  column: string;
  /** The column holds epoch ms (created_at) rather than yyyy-MM-dd text. */
  isMs?: boolean;
  /** What each row adds: 1 (a count) by default, or an amount column. */
  value?: RawBuilder<unknown>;
  where?: RawBuilder<boolean>[];
}

/**
 * One figure per bucket in a single scan: `sum(case when col in bucket then value else 0 end)`
 * for each, which reads the same on SQLite and PostgreSQL.
 */
export async function bucketed(db: Db, s: BucketSource, buckets: Bucket[]): Promise<number[]> {
  if (!buckets.length) return [];
  const col = sql.ref(s.column);
  const value = s.value ?? sql`1`;
  const bounds = (b: Bucket) => (s.isMs ? [b.fromMs, b.toMs] : [b.from, b.to]);
  const sums = buckets.map((b, i) => {
    const [lo, hi] = bounds(b);
    return sql`coalesce(sum(case when ${col} >= ${lo} and ${col} < ${hi} then ${value} else 0 end), 0) as ${sql.ref(`b${i}`)}`;
  });
  const all = span(buckets);
  const [lo, hi] = bounds(all);
  const where = [...(s.where ?? []), sql<boolean>`${col} >= ${lo}`, sql<boolean>`${col} < ${hi}`];
  const { rows } = await sql<
    Record<string, unknown>
  >`select ${sql.join(sums)} from ${s.from} where ${allOf(where)}`.execute(db);
  const row = rows[0] ?? {};
  return buckets.map((_, i) => Number(row[`b${i}`] ?? 0));
}

/** count(*) grouped by an expression: key → count (or the summed value). */
export async function grouped(
  db: Db,
  s: {
    from: RawBuilder<unknown>;
    key: RawBuilder<unknown>;
    value?: RawBuilder<unknown>;
    where?: RawBuilder<boolean>[];
  },
): Promise<Map<string, number>> {
  const value = s.value ? sql`coalesce(sum(${s.value}), 0)` : sql`count(*)`;
  const { rows } = await sql<{
    k: unknown;
    n: unknown;
  }>`select ${s.key} as k, ${value} as n from ${s.from} where ${allOf(s.where ?? [])} group by ${s.key}`.execute(
    db,
  );
  return new Map(rows.map((r) => [String(r.k ?? ''), Number(r.n)]));
}

/** count(*) (or a sum) of the rows matching `where`. */
export async function total(
  db: Db,
  s: { from: RawBuilder<unknown>; value?: RawBuilder<unknown>; where?: RawBuilder<boolean>[] },
): Promise<number> {
  const value = s.value ? sql`coalesce(sum(${s.value}), 0)` : sql`count(*)`;
  const { rows } = await sql<{
    n: unknown;
  }>`select ${value} as n from ${s.from} where ${allOf(s.where ?? [])}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Yuan → 万元 with two decimals. */
export const wan = (yuan: number) => Math.round(yuan / 100) / 100;
