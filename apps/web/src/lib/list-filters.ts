/**
 * List kit, the pure half of `use-list-state.ts`. The state of a market list lives in the URL query (DESIGN §6): these pure functions read it,
 * write it back without defaults, and turn it into the API query of the contract
 * (MarketFilters). Every filter change goes back to page 1.
 */
import {
  LIST_PAGE_SIZE,
  type MarketFilters,
  type MarketSortValue,
} from '@portal/shared/api/market';

export { LIST_PAGE_SIZE };

/** Price ranges people of the field ask for, in yuan; 面议 is price 0 (contract). */
export const PRICE_RANGES = [
  { key: 'negotiable', label: '面议' },
  { key: 'lt10w', label: '10万元以下', min: 1, max: 99_999 },
  { key: '10w-50w', label: '10–50万元', min: 100_000, max: 499_999 },
  { key: '50w-100w', label: '50–100万元', min: 500_000, max: 999_999 },
  { key: '100w-500w', label: '100–500万元', min: 1_000_000, max: 4_999_999 },
  { key: 'gt500w', label: '500万元以上', min: 5_000_000 },
] as const;

/** Publish-date windows, counted back from today. */
export const DATE_RANGES = [
  { key: '7d', label: '近一周', days: 7 },
  { key: '30d', label: '近一月', days: 30 },
  { key: '90d', label: '近三月', days: 90 },
  { key: '365d', label: '近一年', days: 365 },
] as const;

export const SORT_KEYS: readonly MarketSortValue[] = ['latest', 'priceAsc', 'priceDesc', 'views'];

/**
 * Filters particular to one list: name in the URL and in the API query, and how to read it.
 * 'text' filters (a name chosen from a list, e.g. an issuing body) go to `texts`.
 */
export type ExtraKind = 'int' | 'bool' | 'text';
export type ExtraSpec = Readonly<Record<string, ExtraKind>>;

export interface ListState {
  pageNum: number;
  keyword: string;
  sort: MarketSortValue;
  fieldId?: number;
  regionCode?: string;
  price?: string;
  date?: string;
  extras: Record<string, number | boolean>;
  /** The list's 'text' filters; absent when none is set. */
  texts?: Record<string, string>;
}

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value > 0 && Number.isSafeInteger(value) ? value : undefined;
}

export function readListState(
  params: URLSearchParams,
  extras: ExtraSpec = {},
  sorts: readonly MarketSortValue[] = SORT_KEYS,
): ListState {
  const sortRaw = params.get('sort') as MarketSortValue | null;
  const price = params.get('price') ?? undefined;
  const date = params.get('date') ?? undefined;
  const region = params.get('regionCode');
  const state: ListState = {
    pageNum: positiveInt(params.get('pageNum')) ?? 1,
    keyword: (params.get('keyword') ?? '').trim().slice(0, 50),
    sort: sortRaw && sorts.includes(sortRaw) ? sortRaw : 'latest',
    fieldId: positiveInt(params.get('fieldId')),
    regionCode: region && /^\d{2,6}$/.test(region) ? region : undefined,
    price: PRICE_RANGES.some((range) => range.key === price) ? price : undefined,
    date: DATE_RANGES.some((range) => range.key === date) ? date : undefined,
    extras: {},
  };
  for (const [key, kind] of Object.entries(extras)) {
    const raw = params.get(key);
    if (raw === null) continue;
    if (kind === 'text') {
      const text = raw.trim().slice(0, 50);
      if (text) state.texts = { ...state.texts, [key]: text };
    } else if (kind === 'bool') {
      if (raw === 'true' || raw === 'false') state.extras[key] = raw === 'true';
    } else if (/^\d+$/.test(raw)) {
      state.extras[key] = Number(raw);
    }
  }
  return state;
}

/** The query string of a state: defaults (page 1, latest, empty) are left out. */
export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.fieldId) params.set('fieldId', String(state.fieldId));
  if (state.regionCode) params.set('regionCode', state.regionCode);
  if (state.price) params.set('price', state.price);
  if (state.date) params.set('date', state.date);
  for (const [key, value] of Object.entries(state.extras)) params.set(key, String(value));
  for (const [key, value] of Object.entries(state.texts ?? {})) params.set(key, value);
  if (state.sort !== 'latest') params.set('sort', state.sort);
  if (state.pageNum > 1) params.set('pageNum', String(state.pageNum));
  return params;
}

export type ListPatch = Partial<Omit<ListState, 'extras' | 'texts'>> & {
  extras?: Record<string, number | boolean | undefined>;
  texts?: Record<string, string | undefined>;
};

/** Applies a change; anything but a page change starts again from page 1. */
export function patchListState(state: ListState, patch: ListPatch): ListState {
  const extras = { ...state.extras };
  for (const [key, value] of Object.entries(patch.extras ?? {})) {
    if (value === undefined) delete extras[key];
    else extras[key] = value;
  }
  const texts = { ...state.texts };
  for (const [key, value] of Object.entries(patch.texts ?? {})) {
    if (value === undefined) delete texts[key];
    else texts[key] = value;
  }
  const onlyPage = Object.keys(patch).every((key) => key === 'pageNum');
  const { texts: _, ...rest } = patch;
  const next: ListState = {
    ...state,
    ...rest,
    extras,
    pageNum: onlyPage ? (patch.pageNum ?? state.pageNum) : 1,
  };
  if (Object.keys(texts).length) next.texts = texts;
  else delete next.texts;
  return next;
}

/** yyyy-MM-dd of `today` minus `days` (calendar arithmetic in UTC, no time zone drift). */
export function daysBefore(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The contract query (MarketFilters + the list's own filters) of a state. */
export function toApiQuery<Q extends MarketFilters>(state: ListState, today: string): Q {
  const query: MarketFilters & Record<string, unknown> = {
    pageNum: state.pageNum,
    pageSize: LIST_PAGE_SIZE,
    sort: state.sort,
  };
  if (state.keyword) query.keyword = state.keyword;
  if (state.fieldId) query.fieldId = state.fieldId;
  if (state.regionCode) query.regionCode = state.regionCode;
  const price = PRICE_RANGES.find((range) => range.key === state.price);
  if (price) {
    if (price.key === 'negotiable') query.negotiable = true;
    if ('min' in price) query.priceMin = price.min;
    if ('max' in price && price.max !== undefined) query.priceMax = price.max;
  }
  const date = DATE_RANGES.find((range) => range.key === state.date);
  if (date) query.publishDateFrom = daysBefore(today, date.days);
  Object.assign(query, state.extras, state.texts);
  return query as Q;
}
