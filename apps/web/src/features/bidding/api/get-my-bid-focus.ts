import { type BidItem, MarketPaths, type Page, type PageQuery } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET MarketPaths.myBidFocus (member): 我关注的竞价. */
export const getMyBidFocus = getWithQuery<PageQuery, Page<BidItem>>(MarketPaths.myBidFocus);

export const myBidFocusQuery = listQuery(['bidding', 'myBidFocus'], getMyBidFocus, {
  perViewer: true,
  staleTime: 0,
});

export function useMyBidFocus(query: PageQuery, enabled = true) {
  return useQuery({ ...myBidFocusQuery(query), enabled });
}
