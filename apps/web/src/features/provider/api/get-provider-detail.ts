import { api } from '@portal/client/request';
import { type ProviderDetail, ProviderPaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/api/provider/detail?id= (counts a view; 404 for an unknown id). */
export function getProviderDetail(id: number): Promise<ProviderDetail> {
  return api.get<ProviderDetail>(ProviderPaths.providerDetail, { id });
}

export const providerDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['market', 'providerDetail', viewerKey(), id],
    queryFn: () => getProviderDetail(id),
    enabled: id > 0,
    staleTime: 10_000,
  });

export function useProviderDetail(id: number) {
  return useQuery(providerDetailQuery(id));
}
