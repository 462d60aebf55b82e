import { type BidRecord, MarketPaths, type Page } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/bid/record/page (出价记录，最高在前). */
export const getBidRecords = getWithQuery<
  {
    bidId: number;
    pageNum?: number;
    pageSize?: number;
  },
  Page<BidRecord>
>(MarketPaths.bidRecords);

export const bidRecordsQuery = listQuery(['bidding', 'bidRecords'], getBidRecords, {
  perViewer: true,
  staleTime: 0,
});

export function useBidRecords(query: { bidId: number; pageNum?: number; pageSize?: number }) {
  return useQuery(bidRecordsQuery(query));
}
