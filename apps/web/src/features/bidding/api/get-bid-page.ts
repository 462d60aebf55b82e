import { api } from '@portal/client/request';
import { type BidPage, type BidQuery, MarketPaths } from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/api/bid/page: auctions with the server time the countdowns run from. */
export function getBidPage(query: BidQuery): Promise<BidPage> {
  return api.get<BidPage>(MarketPaths.bidPage, asQuery(query));
}

export const bidPageQuery = (query: BidQuery) =>
  queryOptions({
    queryKey: ['bidding', 'bidPage', viewerKey(), query],
    queryFn: () => getBidPage(query),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

export function useBidPage(query: BidQuery) {
  return useQuery(bidPageQuery(query));
}
