/**
 * The activity list's state in the URL (DESIGN §6), on top of the list kit's pure state:
 * keyword, page, region (regionCode), category (catId) and status as list extras, plus the
 * activity date range `dateFrom`/`dateTo` (yyyy-MM-dd), which the market state has no place for.
 */
import type { ActionPageRequest } from '@portal/shared/api/index';
import { ACTION_STATUSES } from '@portal/shared/enums/action-status';
import { isKeyOf } from '@portal/shared/enums/label';
import { DATE_PATTERN } from '@portal/shared/validation/common';
import {
  type ExtraSpec,
  type ListPatch,
  type ListState,
  patchListState,
  readListState,
  writeListState,
} from '../../../lib/list-filters.ts';

export const ACTIVITY_EXTRAS = { catId: 'int', status: 'int' } as const satisfies ExtraSpec;

/** Activities per page: a grid of 3 × 4 on a desktop. */
export const ACTIVITY_PAGE_SIZE = 12;

export interface DateRange {
  from?: string;
  to?: string;
}

export interface ActivityListState extends ListState {
  dates: DateRange;
}

export type ActivityPatch = ListPatch & { dates?: DateRange };

function dateParam(params: URLSearchParams, name: string): string | undefined {
  const raw = params.get(name);
  return raw && DATE_PATTERN.test(raw) ? raw : undefined;
}

export function readActivityState(params: URLSearchParams): ActivityListState {
  const from = dateParam(params, 'dateFrom');
  let to = dateParam(params, 'dateTo');
  // A range written backwards by hand is read as its start only, never sent as an error.
  if (from && to && to < from) to = undefined;
  const dates: DateRange = {};
  if (from) dates.from = from;
  if (to) dates.to = to;
  return { ...readListState(params, ACTIVITY_EXTRAS), dates };
}

export function writeActivityState(state: ActivityListState): URLSearchParams {
  const params = writeListState(state);
  if (state.dates.from) params.set('dateFrom', state.dates.from);
  if (state.dates.to) params.set('dateTo', state.dates.to);
  return params;
}

/** Any change but the page goes back to page 1 (the list kit's rule), the dates included. */
export function patchActivityState(
  state: ActivityListState,
  patch: ActivityPatch,
): ActivityListState {
  const { dates, ...rest } = patch;
  const next = patchListState(state, dates ? { ...rest, pageNum: 1 } : rest);
  return { ...next, dates: dates ?? state.dates };
}

/** The action/page request of a state; `fixedCatId` (ActivityCats) wins over the URL's. */
export function toActionQuery(state: ActivityListState, fixedCatId?: number): ActionPageRequest {
  const query: ActionPageRequest = { pageNum: state.pageNum, pageSize: ACTIVITY_PAGE_SIZE };
  const catId = fixedCatId ?? (state.extras.catId as number | undefined);
  if (catId) query.catId = catId;
  const status = state.extras.status;
  // A status that is none (written by hand in the URL) filters nothing rather than failing.
  if (typeof status === 'number' && isKeyOf(ACTION_STATUSES, status)) query.status = status;
  if (state.keyword) query.keyword = state.keyword;
  const region = state.regionCode;
  if (region) {
    query.provinceCode = region.slice(0, 2);
    if (region.length >= 4) query.cityCode = region.slice(0, 4);
  }
  if (state.dates.from) query.dateFrom = state.dates.from;
  if (state.dates.to) query.dateTo = state.dates.to;
  return query;
}
