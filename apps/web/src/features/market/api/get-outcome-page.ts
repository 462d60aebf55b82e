import {
  MarketPaths,
  type OutcomeItem,
  type OutcomeQuery,
  type Page,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/outcome/page (科技成果列表). */
export const getOutcomePage = getWithQuery<OutcomeQuery, Page<OutcomeItem>>(
  MarketPaths.outcomePage,
);

export const outcomePageQuery = listQuery(['market', 'outcomePage'], getOutcomePage, {
  perViewer: true,
  staleTime: 10_000,
});

export function useOutcomePage(query: OutcomeQuery) {
  return useQuery(outcomePageQuery(query));
}
