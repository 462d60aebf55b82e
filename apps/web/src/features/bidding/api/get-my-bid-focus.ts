import { type BidItem, MarketPaths, type Page, type PageQuery } from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET MarketPaths.myBidFocus (member): 我关注的竞价. */
export const useMyBidFocus = listReadHook<PageQuery, Page<BidItem>>(
  MarketPaths.myBidFocus,
  ['bidding', 'myBidFocus'],
  { perViewer: true, staleTime: 0 },
);
