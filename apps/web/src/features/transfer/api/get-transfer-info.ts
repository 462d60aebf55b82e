import { api } from '@portal/client/request';
import { MarketPaths, type TransferRegistration } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/mine/transfer/info: the member's latest transfer registration, or null. */
export function getTransferInfo(): Promise<TransferRegistration | null> {
  return api.get<TransferRegistration | null>(MarketPaths.transferInfo);
}

export const transferInfoQuery = () =>
  queryOptions({
    queryKey: ['transfer', 'info', viewerKey()],
    queryFn: getTransferInfo,
    staleTime: 0,
  });

export function useTransferInfo() {
  return useQuery(transferInfoQuery());
}
