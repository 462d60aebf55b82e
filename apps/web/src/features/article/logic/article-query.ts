/**
 * The API query of an article list from the list kit's URL state: paging, keyword, date window
 * and the list's own filters. The market filters a section has no column for (field, region,
 * price) are left out unless the section keeps them, and a sort it does not offer falls back to
 * the newest, so a hand-edited URL never asks the server for what it would refuse.
 */
import type { MarketSortValue } from '@portal/shared/api/market';
import { type ListState, toApiQuery } from '../../../lib/list-filters.ts';

/** Sorts of the lists without an amount: newest, most read. */
export const ARTICLE_SORTS: readonly MarketSortValue[] = ['latest', 'views'];

type MarketOnly = 'fieldId' | 'regionCode' | 'price';

export function articleQuery<Q>(
  state: ListState,
  today: string,
  options: { sorts?: readonly MarketSortValue[]; keep?: readonly MarketOnly[] } = {},
): Q {
  const { sorts = ARTICLE_SORTS, keep = [] } = options;
  const query = toApiQuery(state, today) as Record<string, unknown>;
  if (!keep.includes('fieldId')) delete query.fieldId;
  if (!keep.includes('regionCode')) delete query.regionCode;
  if (!keep.includes('price')) {
    delete query.priceMin;
    delete query.priceMax;
    delete query.negotiable;
  }
  if (!sorts.includes(state.sort)) query.sort = 'latest';
  return query as Q;
}
