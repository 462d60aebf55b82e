import { type BidPage, type BidQuery, MarketPaths } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/bid/page: auctions with the server time the countdowns run from. */
export const getBidPage = getWithQuery<BidQuery, BidPage>(MarketPaths.bidPage);

export const bidPageQuery = listQuery(['bidding', 'bidPage'], getBidPage, {
  perViewer: true,
  staleTime: 5_000,
});

export function useBidPage(query: BidQuery) {
  return useQuery(bidPageQuery(query));
}
