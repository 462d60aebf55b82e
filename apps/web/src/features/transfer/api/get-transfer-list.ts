import { api } from '@portal/client/request';
import {
  MarketPaths,
  type Page,
  type PageQuery,
  type TransferRegistration,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/mine/transfer/list (member): transfer registrations, newest first. */
export function getTransferList(query: PageQuery): Promise<Page<TransferRegistration>> {
  return api.get<Page<TransferRegistration>>(MarketPaths.transferList, asQuery(query));
}

export const transferListQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: ['transfer', 'transferList', viewerKey(), query],
    queryFn: () => getTransferList(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useTransferList(query: PageQuery, enabled = true) {
  return useQuery({ ...transferListQuery(query), enabled });
}
