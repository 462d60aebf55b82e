import {
  MarketPaths,
  type Page,
  type PageQuery,
  type TransferRegistration,
} from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/mine/transfer/list (member): transfer registrations, newest first. */
export const useTransferList = listReadHook<PageQuery, Page<TransferRegistration>>(
  MarketPaths.transferList,
  ['transfer', 'transferList'],
  { perViewer: true, staleTime: 0 },
);
