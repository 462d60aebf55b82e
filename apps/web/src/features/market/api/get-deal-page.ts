import { type DealItem, type DealQuery, MarketPaths, type Page } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/deal/page (成交公告列表). */
export const getDealPage = getWithQuery<DealQuery, Page<DealItem>>(MarketPaths.dealPage);

export const dealPageQuery = listQuery(['market', 'dealPage'], getDealPage, {
  perViewer: true,
  staleTime: 10_000,
});

export function useDealPage(query: DealQuery) {
  return useQuery(dealPageQuery(query));
}
