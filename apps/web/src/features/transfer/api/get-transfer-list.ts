import {
  MarketPaths,
  type Page,
  type PageQuery,
  type TransferRegistration,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/mine/transfer/list (member): transfer registrations, newest first. */
export const getTransferList = getWithQuery<PageQuery, Page<TransferRegistration>>(
  MarketPaths.transferList,
);

export const transferListQuery = listQuery(['transfer', 'transferList'], getTransferList, {
  perViewer: true,
  staleTime: 0,
});

export function useTransferList(query: PageQuery, enabled = true) {
  return useQuery({ ...transferListQuery(query), enabled });
}
