import { api } from '@portal/client/request';
import { type BidItem, MarketPaths, type Page, type PageQuery } from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET MarketPaths.myBidFocus (member): 我关注的竞价. */
export function getMyBidFocus(query: PageQuery): Promise<Page<BidItem>> {
  return api.get<Page<BidItem>>(MarketPaths.myBidFocus, asQuery(query));
}

export const myBidFocusQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: ['bidding', 'myBidFocus', viewerKey(), query],
    queryFn: () => getMyBidFocus(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useMyBidFocus(query: PageQuery, enabled = true) {
  return useQuery({ ...myBidFocusQuery(query), enabled });
}
