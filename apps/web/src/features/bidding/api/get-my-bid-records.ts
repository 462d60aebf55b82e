import { MarketPaths, type MyBidRecord, type Page, type PageQuery } from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request.ts';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET MarketPaths.myBidRecords (member): 我的出价. */
export function getMyBidRecords(query: PageQuery): Promise<Page<MyBidRecord>> {
  return api.get<Page<MyBidRecord>>(MarketPaths.myBidRecords, asQuery(query));
}

export const myBidRecordsQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: ['bidding', 'myBidRecords', viewerKey(), query],
    queryFn: () => getMyBidRecords(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useMyBidRecords(query: PageQuery, enabled = true) {
  return useQuery({ ...myBidRecordsQuery(query), enabled });
}
