import {
  MarketPaths,
  type MyBidQuery,
  type MyBidRecord,
  type Page,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET MarketPaths.myBidRecords (member): 我的出价. */
export const getMyBidRecords = getWithQuery<MyBidQuery, Page<MyBidRecord>>(
  MarketPaths.myBidRecords,
);

export const myBidRecordsQuery = listQuery(['bidding', 'myBidRecords'], getMyBidRecords, {
  perViewer: true,
  staleTime: 0,
});

export function useMyBidRecords(query: MyBidQuery, enabled = true) {
  return useQuery({ ...myBidRecordsQuery(query), enabled });
}
