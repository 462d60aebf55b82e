import { type BidPage, type BidQuery, MarketPaths } from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/api/bid/page: auctions with the server time the countdowns run from. */
export const useBidPage = listReadHook<BidQuery, BidPage>(
  MarketPaths.bidPage,
  ['bidding', 'bidPage'],
  {
    perViewer: true,
    staleTime: 5_000,
  },
);
