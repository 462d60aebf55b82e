import { MarketPaths, type MyOutcome, type Page, type PageQuery } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/mine/outcome/list (member): outcomes the member published. */
export const getMyOutcomes = getWithQuery<PageQuery, Page<MyOutcome>>(MarketPaths.myOutcomes);

export const myOutcomesQuery = listQuery(['market', 'myOutcomes'], getMyOutcomes, {
  perViewer: true,
  staleTime: 0,
});

export function useMyOutcomes(query: PageQuery, enabled = true) {
  return useQuery({ ...myOutcomesQuery(query), enabled });
}
