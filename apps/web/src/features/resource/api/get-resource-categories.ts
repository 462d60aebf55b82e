import { api } from '@portal/client/request';
import { ResourcePaths } from '@portal/shared/api/index';
import type { ResourceKind } from '@portal/shared/enums/resource';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/resource/categories?kind= (a kind's categories, filter options). */
export function getResourceCategories(kind: ResourceKind): Promise<string[]> {
  return api.get<string[]>(ResourcePaths.categories, { kind });
}

export const resourceCategoriesQuery = (kind: ResourceKind) =>
  queryOptions({
    queryKey: ['resource', kind, 'categories'],
    queryFn: () => getResourceCategories(kind),
    staleTime: 60_000,
  });

export function useResourceCategories(kind: ResourceKind) {
  return useQuery(resourceCategoriesQuery(kind));
}
