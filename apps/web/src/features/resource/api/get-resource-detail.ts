import { api } from '@portal/client/request';
import { type ResourceDetail, resourceDetailPath } from '@portal/shared/api/index';
import type { ResourceKind } from '@portal/shared/enums/resource';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/resource/<kind>/detail?id= (counts a view; 404 for an unknown id). */
export function getResourceDetail(kind: ResourceKind, id: number): Promise<ResourceDetail> {
  return api.get<ResourceDetail>(resourceDetailPath(kind), { id });
}

export const resourceDetailQuery = (kind: ResourceKind, id: number) =>
  queryOptions({
    queryKey: ['resource', kind, 'detail', id],
    queryFn: () => getResourceDetail(kind, id),
    enabled: id > 0,
    staleTime: 10_000,
  });

export function useResourceDetail(kind: ResourceKind, id: number) {
  return useQuery(resourceDetailQuery(kind, id));
}
