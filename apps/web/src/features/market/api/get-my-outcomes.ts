import { api } from '@portal/client/request';
import { MarketPaths, type MyOutcome, type Page, type PageQuery } from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/mine/outcome/list (member): outcomes the member published. */
export function getMyOutcomes(query: PageQuery): Promise<Page<MyOutcome>> {
  return api.get<Page<MyOutcome>>(MarketPaths.myOutcomes, asQuery(query));
}

export const myOutcomesQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: ['market', 'myOutcomes', viewerKey(), query],
    queryFn: () => getMyOutcomes(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useMyOutcomes(query: PageQuery, enabled = true) {
  return useQuery({ ...myOutcomesQuery(query), enabled });
}
