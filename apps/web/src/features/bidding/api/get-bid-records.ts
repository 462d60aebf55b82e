import { api } from '@portal/client/request';
import { type BidRecord, MarketPaths, type Page } from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/api/bid/record/page (出价记录，最高在前). */
export function getBidRecords(query: {
  bidId: number;
  pageNum?: number;
  pageSize?: number;
}): Promise<Page<BidRecord>> {
  return api.get<Page<BidRecord>>(MarketPaths.bidRecords, asQuery(query));
}

export const bidRecordsQuery = (query: { bidId: number; pageNum?: number; pageSize?: number }) =>
  queryOptions({
    queryKey: ['bidding', 'bidRecords', viewerKey(), query],
    queryFn: () => getBidRecords(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useBidRecords(query: { bidId: number; pageNum?: number; pageSize?: number }) {
  return useQuery(bidRecordsQuery(query));
}
