import { api } from '@portal/client/request';
import {
  MarketPaths,
  type MyCollectItem,
  type MyCollectQuery,
  type Page,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/mine/collect/list (member): collections, optionally of one kind. */
export function getMyCollects(query: MyCollectQuery): Promise<Page<MyCollectItem>> {
  return api.get<Page<MyCollectItem>>(MarketPaths.myCollects, asQuery(query));
}

export const myCollectsQuery = (query: MyCollectQuery) =>
  queryOptions({
    queryKey: ['market', 'myCollects', viewerKey(), query],
    queryFn: () => getMyCollects(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useMyCollects(query: MyCollectQuery) {
  return useQuery(myCollectsQuery(query));
}
