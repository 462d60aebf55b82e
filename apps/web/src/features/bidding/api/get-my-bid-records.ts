import { api } from '@portal/client/request';
import {
  MarketPaths,
  type MyBidQuery,
  type MyBidRecord,
  type Page,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET MarketPaths.myBidRecords (member): 我的出价. */
export function getMyBidRecords(query: MyBidQuery): Promise<Page<MyBidRecord>> {
  return api.get<Page<MyBidRecord>>(MarketPaths.myBidRecords, asQuery(query));
}

export const myBidRecordsQuery = (query: MyBidQuery) =>
  queryOptions({
    queryKey: ['bidding', 'myBidRecords', viewerKey(), query],
    queryFn: () => getMyBidRecords(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useMyBidRecords(query: MyBidQuery, enabled = true) {
  return useQuery({ ...myBidRecordsQuery(query), enabled });
}
