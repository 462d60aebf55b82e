import type { MarketSort } from '@portal/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { regionName } from '../../modules/region/regions.ts';
import type { ListKeyword } from '../../modules/search/list-keyword.ts';

/** What the market lists' filters (marketFilterShape in @portal/shared) give the queries. */
export interface MarketFilterValues {
  pageNum: number;
  pageSize: number;
  keyword?: string | undefined;
  fieldId?: number | undefined;
  regionCode?: string | undefined;
  publishDateFrom?: string | undefined;
  publishDateTo?: string | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  negotiable?: boolean | undefined;
  sort?: MarketSort | undefined;
}

/** Column names (snake_case, qualified) a list's filters apply to. */
export interface FilterColumns {
  title: string;
  summary?: string;
  field: string | null;
  region: string | null;
  date: string;
  /** The date column holds epoch ms (created_at) rather than yyyy-MM-dd text. */
  dateIsMs?: boolean;
  price: string | null;
}

/** The field itself and, for a first-level field, its children. */
export async function fieldIdsOf(db: Db, fieldId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('techFields')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', fieldId), eb('parentId', '=', fieldId)]))
    .execute();
  return rows.length ? rows.map((r) => r.id) : [-1];
}

export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The WHERE conditions of the shared filters. Region codes are digit strings, so a prefix is
 * the range [prefix, prefix + ':') — ':' sorts right after '9' — which an index can serve.
 */
export async function filterConditions(
  db: Db,
  f: MarketFilterValues,
  cols: FilterColumns,
  options: {
    /** The keyword looked up in the section's search index (large tables), not with LIKE. */
    keyword?: ListKeyword | undefined;
    /**
     * SQLite: written so that no index serves the field, region and keyword (and the date,
     * unless `keepDate`): the list then walks the index of its order and tests each row, which
     * finds a first page of a wide filter without sorting every match (see list-kit.ts).
     */
    unindexed?: { keepDate: boolean } | undefined;
  } = {},
): Promise<RawBuilder<boolean>[]> {
  const out: RawBuilder<boolean>[] = [];
  const walk = options.unindexed;
  // `+column`: the same value, but SQLite uses no index for the term.
  const ref = (column: string) => (walk ? sql`+${sql.ref(column)}` : sql.ref(column));
  const dateRef = (column: string) => (walk && !walk.keepDate ? ref(column) : sql.ref(column));
  if (options.keyword) out.push(options.keyword.condition(walk !== undefined));
  else if (f.keyword) {
    const p = likePattern(f.keyword);
    out.push(
      cols.summary
        ? sql<boolean>`(${ref(cols.title)} like ${p} escape '\\' or ${ref(cols.summary)} like ${p} escape '\\')`
        : sql<boolean>`${ref(cols.title)} like ${p} escape '\\'`,
    );
  }
  if (f.fieldId !== undefined && cols.field) {
    const ids = await fieldIdsOf(db, f.fieldId);
    out.push(sql<boolean>`${ref(cols.field)} in (${sql.join(ids)})`);
  }
  if (f.regionCode && cols.region) {
    out.push(sql<boolean>`${ref(cols.region)} >= ${f.regionCode}`);
    out.push(sql<boolean>`${ref(cols.region)} < ${`${f.regionCode}:`}`);
  }
  if (cols.dateIsMs) {
    // Shanghai calendar days: [from 00:00, to + 1 day 00:00).
    const ms = (date: string) => Date.parse(`${date}T00:00:00+08:00`);
    if (f.publishDateFrom)
      out.push(sql<boolean>`${dateRef(cols.date)} >= ${ms(f.publishDateFrom)}`);
    if (f.publishDateTo)
      out.push(sql<boolean>`${dateRef(cols.date)} < ${ms(f.publishDateTo) + 86_400_000}`);
  } else {
    if (f.publishDateFrom) out.push(sql<boolean>`${dateRef(cols.date)} >= ${f.publishDateFrom}`);
    if (f.publishDateTo) out.push(sql<boolean>`${dateRef(cols.date)} <= ${f.publishDateTo}`);
  }
  if (cols.price) {
    if (f.negotiable) out.push(sql<boolean>`${sql.ref(cols.price)} = 0`);
    if (f.priceMin !== undefined || f.priceMax !== undefined) {
      out.push(sql<boolean>`${sql.ref(cols.price)} > 0`);
      if (f.priceMin !== undefined) out.push(sql<boolean>`${sql.ref(cols.price)} >= ${f.priceMin}`);
      if (f.priceMax !== undefined) out.push(sql<boolean>`${sql.ref(cols.price)} <= ${f.priceMax}`);
    }
  }
  return out;
}

/** AND of the conditions (true when there are none). */
export function allOf(conditions: RawBuilder<boolean>[]): RawBuilder<boolean> {
  return conditions.length
    ? sql<boolean>`${sql.join(conditions, sql` and `)}`
    : sql<boolean>`1 = 1`;
}

/**
 * ORDER BY of a list: newest by default; prices with 面议 (0) last either way. `unindexed`
 * (SQLite): the same order, written so that no index is chosen to serve it — the matches are
 * found through the filter's index and sorted.
 */
export function orderOf(
  sort: MarketFilterValues['sort'],
  cols: { date: string; price: string | null; views: string | null; id: string },
  unindexed = false,
): RawBuilder<unknown> {
  const ref = unindexed ? (column: string) => sql`+${sql.ref(column)}` : sql.ref;
  const latest = sql`${ref(cols.date)} desc, ${ref(cols.id)} desc`;
  if ((sort === 'priceAsc' || sort === 'priceDesc') && cols.price) {
    const dir = sort === 'priceAsc' ? sql`asc` : sql`desc`;
    return sql`case when ${ref(cols.price)} = 0 then 1 else 0 end, ${ref(cols.price)} ${dir}, ${ref(cols.id)} desc`;
  }
  if (sort === 'views' && cols.views) return sql`${ref(cols.views)} desc, ${latest}`;
  return latest;
}

/** 山东省济南市历下区 from a code of any level; a municipality is not named twice. */
export function fullRegionName(code: string | null | undefined): string {
  if (!code) return '';
  const province = regionName(code.slice(0, 2));
  const city = code.length >= 4 ? regionName(code.slice(0, 4)) : '';
  const local = code.length > 4 ? regionName(code) : '';
  return province + (city.startsWith(province) ? '' : city) + local;
}

/** 张三 → 张*, 王小明 → 王**, abc123 → a****3: names in public lists. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  if (/^[\u4e00-\u9fa5]+$/.test(name)) return `${chars[0]}${'*'.repeat(chars.length - 1)}`;
  return `${chars[0]}${'*'.repeat(Math.min(4, chars.length - 2))}${chars[chars.length - 1]}`;
}
