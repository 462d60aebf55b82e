import type { CollectKind, Page } from '@portal/shared';
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { type Db, isPostgres } from '../../db/index.ts';
import { nextTurn } from '../../lib/loop-turn.ts';
import { COUNT_CAP, pageWindow, toPage } from '../../lib/paging.ts';
import { collectedIds } from '../../modules/collect/repository.ts';
import { dictNames, fieldInfo, fieldRef } from '../../modules/market/dicts.ts';
import {
  type ListKeyword,
  type ListSearch,
  listKeyword,
} from '../../modules/search/list-keyword.ts';
import {
  allOf,
  type FilterColumns,
  filterConditions,
  fullRegionName,
  type MarketFilterValues,
  orderOf,
} from './filters.ts';
import { keysetIds } from './keyset-ids.ts';
import { orderedIds, worthKeeping } from './ordered-ids.ts';

/**
 * List/detail kit: what every section list and detail shares. A new section (service
 * providers, policies, news, activities…) declares its columns once and composes these:
 *
 *   const COLUMNS = marketColumns('p', { title: 'name', date: 'publish_date', price: 'price' });
 *   export const providerPage = (db, f, userId) =>
 *     filteredPage(db, f, {
 *       base: published(db),                         // section filters may narrow it first
 *       columns: COLUMNS,
 *       select: (q) => q.select(ITEM_COLUMNS),
 *       toItems: (rows) => toItems(db, rows, userId),
 *     });
 *   async function toItems(db, rows, userId) {
 *     const names = await itemNames(db, rows, { dicts: ['maturity'], marked: collectedBy(db, userId, 'tech') });
 *     return rows.map((r) => ({ ...names.field(r.techFieldId), regionName: names.region(r.regionCode),
 *       maturityName: names.dict('maturity', r.maturity), isCollect: names.isMarked(r.id), … }));
 *   }
 *   detail: read the row (undefined → 404), relatedRows(published(db).select(…), COLUMNS, row);
 *   the route answers it through guest-details.ts, which counts the view and reuses a guest's
 *   answer for a few seconds: `const details = guestDetails(app, 'providers')` while
 *   registering, then `details.answer(request, id, () => providerDetail(db, id, userId))`.
 */

/** Columns a section's shared filters and sorts apply to (snake_case, qualified). */
export interface ListColumns {
  filter: FilterColumns;
  sort: { date: string; price: string | null; views: string | null; id: string };
}

/**
 * The columns of a market-style table aliased `a`: tech_field_id, region_code, view_count and
 * id by convention, the title, summary, date and price columns named (unqualified).
 */
export function marketColumns(
  a: string,
  named: { title: string; summary?: string; date: string; dateIsMs?: boolean; price: string },
): ListColumns {
  const q = (column: string) => `${a}.${column}`;
  return {
    filter: {
      title: q(named.title),
      ...(named.summary ? { summary: q(named.summary) } : {}),
      field: q('tech_field_id'),
      region: q('region_code'),
      date: q(named.date),
      ...(named.dateIsMs ? { dateIsMs: true } : {}),
      price: q(named.price),
    },
    sort: { date: q(named.date), price: q(named.price), views: q('view_count'), id: q('id') },
  };
}

// Kysely's builder types carry the whole database shape; the kit only needs "a select query".
// biome-ignore lint/suspicious/noExplicitAny: any table set of any database
type AnySelect<O = any> = SelectQueryBuilder<any, any, O>;

/** A row of a section's base query (`base`: the filtered select before its columns are chosen). */
export type SectionRow<F extends (db: Db) => AnySelect> = Awaited<
  ReturnType<ReturnType<ReturnType<F>['select']>['execute']>
>[number];

/** A list walks its order index instead of sorting its matches when more than this match. */
export const SORT_LIMIT = 2_000;
/** …and only for pages this close to the start (a deep page of a narrow filter sorts). */
const WALK_DEPTH = 1_000;
/**
 * How far a filter asked for the first time is counted (共 2000+ 条): counting a wide one-off
 * filter to COUNT_CAP cost 1.3 ms of a 3 ms answer at --scale 1000 (issue #30), for a count a
 * visitor who does not page on never uses. The filter's second ask (page 2, or anyone else's
 * first) keeps its ids (ordered-ids.ts) and counts it to COUNT_CAP. The walk decision needs
 * "more than SORT_LIMIT", so the cap is that.
 */
export const ONE_OFF_COUNT_CAP = SORT_LIMIT;

/** From this offset on, a page's ids are found first and its rows read after. */
const LATE_ROWS_OFFSET = 1_000;

/**
 * One page of `base` narrowed by the shared market filters, sorted by `f.sort`, with its count
 * (capped at COUNT_CAP: a page past it is empty); `toItems` turns the page's rows into answers
 * in one batch.
 *
 * Province-size tables (issue #30): the page at the cap (the last reachable one) is read with
 * one row more instead of counting; on SQLite (one connection: the queries run in turn anyway)
 * the count comes first and decides how the page is read — a wide filter (more than SORT_LIMIT
 * matches) walks the index of the list's order and stops at the page (`walkable` sorts, e.g.
 * outcomes by date or price), a narrow one is sorted from its own index; a keyword-only list of
 * a `publicList` section is counted from the search index's matches without reading rows.
 */
export async function filteredPage<Q extends AnySelect, Row, Item>(
  db: Db,
  f: MarketFilterValues,
  list: {
    base: Q;
    columns: ListColumns;
    select: (q: Q) => AnySelect<Row>;
    toItems: (rows: Row[]) => Promise<Item[]>;
    /** A section's own order (e.g. policies by deadline) instead of `f.sort`'s. */
    order?: RawBuilder<unknown>;
    /** The section's search documents: a keyword is looked up in the index, not with LIKE. */
    search?: ListSearch;
    /** SQLite: the sorts an index of `base` serves in order (walked for a wide filter). */
    walkable?: (sort: MarketFilterValues['sort']) => boolean;
    /**
     * Keep each filter's ordered ids (ordered-ids.ts): `key` names what `base` holds beyond the
     * shared filters (the section's own filters, the asker when the rows depend on them) and is
     * the ids' cache tag (lib/cache-registry.ts), e.g. `outcome`; `today` lets a date bound that narrows nothing (after today) share the unbounded entry.
     */
    cache?: { key: string; today: string };
  },
): Promise<Page<Item>> {
  // SQLite blocks the process while a statement runs: each list starts its reads on an event
  // loop turn of its own, so thirty concurrent lists are read one per turn with sockets (cached
  // answers, /gateway/health) served between them, not all in one go.
  if (!db.isTransaction && !isPostgres(db)) await nextTurn();
  // The cache of a filter's ids, where they can be kept (ordered-ids.ts).
  const keptIn = list.order === undefined && !db.isTransaction ? list.cache : undefined;
  if (keptIn) {
    const kept = keptFilter(f, keptIn);
    if (worthKeeping(db, kept.key)) return cachedPage(db, f, list, kept);
  }
  const keyword =
    f.keyword && list.search
      ? await listKeyword(db, f.keyword, list.columns.sort.id, list.search)
      : undefined;
  try {
    if (keyword?.newestPage && inNewestOrder(f, list)) {
      const { offset, limit } = pageWindow(f);
      const page = await keyword.newestPage(
        dateBounds(f),
        offset,
        Math.min(limit, COUNT_CAP - offset),
      );
      return pageOfIds(db, f, list, page.ids, page.total);
    }
    const conditions = await filterConditions(db, f, list.columns.filter, { keyword });
    const base = list.base.where(allOf(conditions)) as Q;
    const { offset, limit } = pageWindow(f);
    const order = list.order ?? orderOf(f.sort, list.columns.sort);
    const id = sql.ref(list.columns.sort.id);
    const read = async (from: Q, take: number): Promise<Row[]> => {
      if (offset < LATE_ROWS_OFFSET)
        return list.select(from).orderBy(order).offset(offset).limit(take).execute();
      // A deep page: the ids are paged through the order's index alone, then only the page's
      // rows are read (PostgreSQL read every skipped row from the table).
      const ids = await from
        .select(id.as('pageId'))
        .orderBy(order)
        .offset(offset)
        .limit(take)
        .execute();
      if (ids.length === 0) return [];
      const wanted = ids.map((r) => (r as { pageId: number }).pageId);
      return list
        .select(from.where(sql<boolean>`${id} in (${sql.join(wanted)})`) as Q)
        .orderBy(order)
        .execute();
    };
    // A keyword-only count is read from the search index's matches: exact to COUNT_CAP at once.
    // Otherwise a filter whose ids a second ask keeps is counted to ONE_OFF_COUNT_CAP on its
    // first ask, unless the page lies beyond that.
    const indexed = keywordOnlyCount(f, list.search, keyword);
    const cap =
      indexed === undefined && keptIn && offset + limit <= ONE_OFF_COUNT_CAP
        ? ONE_OFF_COUNT_CAP
        : COUNT_CAP;
    const answer = async (rows: Row[], counted: number) => {
      const page = toPage(await list.toItems(rows), Math.min(counted, cap), f);
      return counted > cap ? { ...page, totalCapped: true as const } : page;
    };
    // The last reachable page: one row more tells whether the matches go past the cap.
    if (offset < COUNT_CAP && offset + limit >= COUNT_CAP) {
      const rows = await read(base, COUNT_CAP + 1 - offset);
      if (rows.length > 0) return answer(rows.slice(0, COUNT_CAP - offset), offset + rows.length);
    }
    if (isPostgres(db)) {
      const [rows, counted] = await Promise.all([
        offset >= COUNT_CAP ? ([] as Row[]) : read(base, Math.min(limit, COUNT_CAP - offset)),
        indexed ?? cappedCount(db, base, cap),
      ]);
      return answer(rows, counted);
    }
    const counted = indexed ?? (await cappedCount(db, base, cap));
    if (offset >= Math.min(counted, cap)) return answer([], counted);
    const take = Math.min(limit, COUNT_CAP - offset);
    const walk =
      counted > SORT_LIMIT &&
      offset + limit <= WALK_DEPTH &&
      list.order === undefined &&
      (list.walkable?.(f.sort) ?? false);
    if (!walk) return answer(await read(base, take), counted);
    const unindexed = await filterConditions(db, f, list.columns.filter, {
      keyword,
      unindexed: { keepDate: !['priceAsc', 'priceDesc', 'views'].includes(f.sort ?? 'latest') },
    });
    return answer(await read(list.base.where(allOf(unindexed)) as Q, take), counted);
  } finally {
    keyword?.release();
  }
}

type ListOf<Q extends AnySelect, Row, Item> = Parameters<typeof filteredPage<Q, Row, Item>>[2];

interface KeptFilter {
  key: string;
  /** The filter as its ids are found: a date bound that narrows nothing left out. */
  narrowing: MarketFilterValues;
}

/** The kept-ids key of a filter and sort (ordered-ids.ts). */
function keptFilter(f: MarketFilterValues, cache: { key: string; today: string }): KeptFilter {
  // A date bound from today on narrows nothing: the filter is the one without it.
  const narrowing: MarketFilterValues = { ...f };
  if (f.publishDateTo !== undefined && f.publishDateTo >= cache.today)
    delete narrowing.publishDateTo;
  const key = JSON.stringify([
    cache.key,
    f.keyword ?? null,
    f.fieldId ?? null,
    f.regionCode ?? null,
    f.publishDateFrom ?? null,
    narrowing.publishDateTo ?? null,
    f.priceMin ?? null,
    f.priceMax ?? null,
    f.negotiable ?? null,
    f.sort ?? 'latest',
  ]);
  return { key, narrowing };
}

/**
 * A page of a list whose ordered ids are kept (ordered-ids.ts): the ids of the page are sliced
 * from the filter's list and only their rows are read, so a deep page and the count cost what
 * page one does once the filter's ids are known.
 */
async function cachedPage<Q extends AnySelect, Row, Item>(
  db: Db,
  f: MarketFilterValues,
  list: ListOf<Q, Row, Item>,
  { key, narrowing }: KeptFilter,
): Promise<Page<Item>> {
  const tag = list.cache?.key ?? key;
  const ids = await orderedIds(db, key, tag, () => matchingIds(db, narrowing, list));
  const { offset, limit } = pageWindow(f);
  return pageOfIds(db, f, list, ids.slice(offset, Math.min(offset + limit, COUNT_CAP)), ids.length);
}

/** The page of `wanted` ids (in the list's order) of a list with `counted` matches. */
async function pageOfIds<Q extends AnySelect, Row, Item>(
  db: Db,
  f: MarketFilterValues,
  list: ListOf<Q, Row, Item>,
  wanted: readonly number[],
  counted: number,
): Promise<Page<Item>> {
  const id = sql.ref(list.columns.sort.id);
  // Looked up by id: SQLite would otherwise walk the order's index testing each entry.
  const sqlite = !isPostgres(db);
  const rows =
    wanted.length === 0
      ? []
      : await list
          .select(list.base.where(sql<boolean>`${id} in (${sql.join(wanted)})`) as Q)
          .orderBy(orderOf(f.sort, list.columns.sort, sqlite))
          .execute();
  const page = toPage(await list.toItems(rows), Math.min(counted, COUNT_CAP), f);
  return counted > COUNT_CAP ? { ...page, totalCapped: true as const } : page;
}

/**
 * The ids of a list's matches in its order, COUNT_CAP + 1 at most. On SQLite a filter matching
 * more than the cap (counted first) walks the index of its order and tests each entry (the
 * outcome indexes carry the filtered columns, migration 20261204_scale_01); PostgreSQL's
 * planner chooses between walking and sorting itself.
 */
async function matchingIds<Q extends AnySelect, Row, Item>(
  db: Db,
  f: MarketFilterValues,
  list: ListOf<Q, Row, Item>,
): Promise<number[]> {
  const keyword =
    f.keyword && list.search
      ? await listKeyword(db, f.keyword, list.columns.sort.id, list.search)
      : undefined;
  try {
    if (keyword?.newest && inNewestOrder(f, list))
      return await keyword.newest(COUNT_CAP + 1, dateBounds(f));
    const conditions = await filterConditions(db, f, list.columns.filter, { keyword });
    let from = list.base.where(allOf(conditions)) as Q;
    let order = orderOf(f.sort, list.columns.sort);
    let chunked = false;
    if (!isPostgres(db)) {
      // Read in chunks where the order's index is walked: each chunk seeks to where the last
      // one ended. A sorted filter (below) would sort all its matches again for every chunk.
      chunked = list.walkable?.(f.sort) ?? false;
      const counted =
        keywordOnlyCount(f, list.search, keyword) ?? (await cappedCount(db, from, COUNT_CAP));
      if (counted === 0) return [];
      await nextTurn();
      if (counted > COUNT_CAP && (list.walkable?.(f.sort) ?? false)) {
        // More than the cap match: walking the order's index stops at the cap.
        const unindexed = await filterConditions(db, f, list.columns.filter, {
          keyword,
          unindexed: { keepDate: !['priceAsc', 'priceDesc', 'views'].includes(f.sort ?? 'latest') },
        });
        from = list.base.where(allOf(unindexed)) as Q;
      } else if (f.fieldId !== undefined || f.regionCode !== undefined) {
        // At most the cap: found through the field/region index and sorted, not walked.
        order = orderOf(f.sort, list.columns.sort, true);
        chunked = false;
      }
    }
    if (chunked) return await keysetIds(from, f.sort, list.columns.sort, COUNT_CAP + 1);
    const rows = await from
      .select(sql.ref(list.columns.sort.id).as('pageId'))
      .orderBy(order)
      .limit(COUNT_CAP + 1)
      .execute();
    return rows.map((r) => Number((r as { pageId: number }).pageId));
  } finally {
    keyword?.release();
  }
}

/**
 * The total of a list narrowed by a keyword alone (its date bounds, if any, include every
 * match): the number of public documents matching, when the list is exactly the section's
 * public documents. Undefined when that does not hold: the rows are counted.
 */
function keywordOnlyCount(
  f: MarketFilterValues,
  search: ListSearch | undefined,
  keyword: ListKeyword | undefined,
): number | undefined {
  const matches = keyword?.matches;
  if (!matches || !keywordOnly(f, search)) return undefined;
  if (matches.size === 0) return 0;
  if (f.publishDateFrom && (matches.first === null || f.publishDateFrom > matches.first))
    return undefined;
  if (f.publishDateTo && (matches.last === null || f.publishDateTo < matches.last))
    return undefined;
  return matches.size;
}

/**
 * A keyword-only list in its default order: its pages are the keyword's public matches newest
 * first (the index orders by day then id: the list's own order when its date is a day).
 */
function inNewestOrder(
  f: MarketFilterValues,
  list: { columns: ListColumns; search?: ListSearch; order?: unknown },
): boolean {
  return (
    list.order === undefined &&
    !list.columns.filter.dateIsMs &&
    (f.sort ?? 'latest') === 'latest' &&
    keywordOnly(f, list.search)
  );
}

const dateBounds = (f: MarketFilterValues) => ({ from: f.publishDateFrom, to: f.publishDateTo });

/**
 * The list is its section's public documents narrowed by the keyword alone (and dates): its
 * matches are the keyword's public matches.
 */
function keywordOnly(f: MarketFilterValues, search: ListSearch | undefined): boolean {
  return (
    search?.publicList === true &&
    f.fieldId === undefined &&
    f.regionCode === undefined &&
    f.priceMin === undefined &&
    f.priceMax === undefined &&
    f.negotiable !== true
  );
}

/** How many rows `base` has, counting no further than COUNT_CAP + 1. */
async function cappedCount(db: Db, base: AnySelect, cap: number): Promise<number> {
  const row = await db
    .selectFrom(
      base
        .select(sql`1`.as('one'))
        .limit(cap + 1)
        .as('capped'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many related items a detail shows. */
export const RELATED_LIMIT = 6;

/**
 * "Related": the newest other items of the same second-level field (or of `sameAs` when the
 * section relates items otherwise, e.g. a need without a field by its type).
 */
export function relatedRows<Row>(
  query: AnySelect<Row>,
  columns: ListColumns,
  item: { id: number; techFieldId?: number | null },
  sameAs?: ReturnType<typeof sql<boolean>>,
): Promise<Row[]> {
  const ref = sql.ref;
  const same =
    sameAs ??
    (columns.filter.field && item.techFieldId != null
      ? sql<boolean>`${ref(columns.filter.field)} = ${item.techFieldId}`
      : sql<boolean>`1 = 0`);
  return query
    .where(same)
    .where(sql<boolean>`${ref(columns.sort.id)} <> ${item.id}`)
    .orderBy(orderOf(undefined, columns.sort))
    .limit(RELATED_LIMIT)
    .execute();
}

/** The member's marks (collected, followed…) among `ids`; empty for guests. */
export type MarkedIds = (ids: number[]) => Promise<Set<number>>;

/** isCollect of a list: which items the member has collected. */
export function collectedBy(db: Db, userId: number | null, kind: CollectKind): MarkedIds {
  return (ids) => collectedIds(db, userId, kind, ids);
}

export interface ItemNames {
  /** techFieldId, techArea, parentFieldId, parentTechArea of spec §3. */
  field(id: number | null): ReturnType<typeof fieldRef>;
  /** The second-level field's own name, undefined when unknown. */
  fieldName(id: number | null): string | undefined;
  region(code: string | null | undefined): string;
  dict(key: string, value: number): string;
  isMarked(id: number): boolean;
}

/**
 * Names a list's rows need, read in one batched pass: field and region names (cached reference
 * data), the named dictionaries, and the member's marks on these rows.
 */
export async function itemNames(
  db: Db,
  rows: readonly { id: number }[],
  options: { dicts?: readonly string[]; marked?: MarkedIds } = {},
): Promise<ItemNames> {
  const dictKeys = options.dicts ?? [];
  const [fields, marked, ...dicts] = await Promise.all([
    fieldInfo(db),
    options.marked && rows.length ? options.marked(rows.map((r) => r.id)) : new Set<number>(),
    ...dictKeys.map((key) => dictNames(db, key)),
  ]);
  const byKey = new Map(dictKeys.map((key, i) => [key, dicts[i]!]));
  return {
    field: (id) => fieldRef(fields, id),
    fieldName: (id) => (id === null ? undefined : fields.get(id)?.name),
    region: fullRegionName,
    dict: (key, value) => byKey.get(key)?.get(value) ?? '',
    isMarked: (id) => marked.has(id),
  };
}
