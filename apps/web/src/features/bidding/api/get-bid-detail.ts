import { api } from '@portal/client/request';
import { type BidDetail, MarketPaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/api/bid/detail?id= (竞价详情; counts a view, 404 for an unknown id). */
export function getBidDetail(id: number): Promise<BidDetail> {
  return api.get<BidDetail>(MarketPaths.bidDetail, { id });
}

export const bidDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['bidding', 'bidDetail', viewerKey(), id],
    queryFn: () => getBidDetail(id),
    enabled: id > 0,
    staleTime: 0,
  });

export function useBidDetail(id: number) {
  return useQuery(bidDetailQuery(id));
}
