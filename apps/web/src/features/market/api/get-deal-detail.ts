import { api } from '@portal/client/request';
import { type DealDetail, MarketPaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/api/deal/detail?id= (成交公告详情; counts a view, 404 for an unknown id). */
export function getDealDetail(id: number): Promise<DealDetail> {
  return api.get<DealDetail>(MarketPaths.dealDetail, { id });
}

export const dealDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['market', 'dealDetail', viewerKey(), id],
    queryFn: () => getDealDetail(id),
    enabled: id > 0,
    staleTime: 10_000,
  });

export function useDealDetail(id: number) {
  return useQuery(dealDetailQuery(id));
}
