import { api } from '@portal/client/request';
import { ContentPaths, type RegionNode } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET ContentPaths.pcLocations: 省市区树（GB/T 2260）. */
export function getLocations(): Promise<RegionNode[]> {
  return api.get<RegionNode[]>(ContentPaths.pcLocations);
}

export const locationsQuery = () =>
  queryOptions({
    queryKey: ['content', 'pcLocations'],
    queryFn: getLocations,
    staleTime: 30 * 60_000,
  });

export function useLocations() {
  return useQuery(locationsQuery());
}
