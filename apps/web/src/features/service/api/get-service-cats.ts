import { api } from '@portal/client/request';
import {
  type ServiceCategory,
  type ServiceCategoryNode,
  ServicePaths,
} from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/server/cat/all?type= (two levels, with product counts). */
export function getServiceCatTree(type?: number): Promise<ServiceCategoryNode[]> {
  return api.get<ServiceCategoryNode[]>(ServicePaths.catAll, type ? { type } : {});
}

export const serviceCatTreeQuery = (type?: number) =>
  queryOptions({
    queryKey: ['service', 'catTree', type ?? 0],
    queryFn: () => getServiceCatTree(type),
    staleTime: 60_000,
  });

export function useServiceCatTree(type?: number) {
  return useQuery(serviceCatTreeQuery(type));
}

/** GET /client/api/server/cat/search?keyword= (categories of either level by name). */
export function searchServiceCats(keyword: string): Promise<ServiceCategory[]> {
  return api.get<ServiceCategory[]>(ServicePaths.catSearch, { keyword });
}

export function useServiceCatSearch(keyword: string) {
  return useQuery({
    queryKey: ['service', 'catSearch', keyword],
    queryFn: () => searchServiceCats(keyword),
    enabled: keyword.trim().length > 0,
    staleTime: 60_000,
  });
}
