import { api } from '@portal/client/request';
import { type ProviderHall, ProviderPaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/provider/hall (服务大厅: every section's count and first units). */
export function getProviderHall(): Promise<ProviderHall> {
  return api.get<ProviderHall>(ProviderPaths.providerHall);
}

export const providerHallQuery = () =>
  queryOptions({
    queryKey: ['provider', 'hall'],
    queryFn: getProviderHall,
    staleTime: 60_000,
  });

export function useProviderHall() {
  return useQuery(providerHallQuery());
}
