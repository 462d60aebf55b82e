import { api } from '@portal/client/request';
import { type DealItem, type DealQuery, MarketPaths, type Page } from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/api/deal/page (成交公告列表). */
export function getDealPage(query: DealQuery): Promise<Page<DealItem>> {
  return api.get<Page<DealItem>>(MarketPaths.dealPage, asQuery(query));
}

export const dealPageQuery = (query: DealQuery) =>
  queryOptions({
    queryKey: ['market', 'dealPage', viewerKey(), query],
    queryFn: () => getDealPage(query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useDealPage(query: DealQuery) {
  return useQuery(dealPageQuery(query));
}
