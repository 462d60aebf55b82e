import { api } from '@portal/client/request';
import {
  type Page,
  type ResourceItem,
  type ResourceQuery,
  resourcePagePath,
} from '@portal/shared/api/index';
import type { ResourceKind } from '@portal/shared/enums/resource';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery } from '../../../lib/viewer-key.ts';

/** GET /client/api/resource/<kind>/page (科研资源、技术来源、研发领域、研发项目). */
export function getResourcePage(
  kind: ResourceKind,
  query: ResourceQuery,
): Promise<Page<ResourceItem>> {
  return api.get<Page<ResourceItem>>(resourcePagePath(kind), asQuery(query));
}

export const resourcePageQuery = (kind: ResourceKind, query: ResourceQuery) =>
  queryOptions({
    queryKey: ['resource', kind, 'page', query],
    queryFn: () => getResourcePage(kind, query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useResourcePage(kind: ResourceKind, query: ResourceQuery, enabled = true) {
  return useQuery({ ...resourcePageQuery(kind, query), enabled });
}
