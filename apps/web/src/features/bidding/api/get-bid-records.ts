import { type BidRecord, MarketPaths, type Page } from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

type BidRecordQuery = { bidId: number; pageNum?: number; pageSize?: number };

/** GET /client/api/bid/record/page (出价记录，最高在前). */
export const useBidRecords = listReadHook<BidRecordQuery, Page<BidRecord>>(
  MarketPaths.bidRecords,
  ['bidding', 'bidRecords'],
  { perViewer: true, staleTime: 0 },
);
