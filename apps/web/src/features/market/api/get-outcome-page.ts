import { api } from '@portal/client/request';
import {
  MarketPaths,
  type OutcomeItem,
  type OutcomeQuery,
  type Page,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/api/outcome/page (科技成果列表). */
export function getOutcomePage(query: OutcomeQuery): Promise<Page<OutcomeItem>> {
  return api.get<Page<OutcomeItem>>(MarketPaths.outcomePage, asQuery(query));
}

export const outcomePageQuery = (query: OutcomeQuery) =>
  queryOptions({
    queryKey: ['market', 'outcomePage', viewerKey(), query],
    queryFn: () => getOutcomePage(query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useOutcomePage(query: OutcomeQuery) {
  return useQuery(outcomePageQuery(query));
}
