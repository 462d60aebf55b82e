import {
  MarketPaths,
  type MyBidQuery,
  type MyBidRecord,
  type Page,
} from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET MarketPaths.myBidRecords (member): 我的出价. */
export const useMyBidRecords = listReadHook<MyBidQuery, Page<MyBidRecord>>(
  MarketPaths.myBidRecords,
  ['bidding', 'myBidRecords'],
  { perViewer: true, staleTime: 0 },
);
