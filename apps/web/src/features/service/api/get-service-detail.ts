import { api } from '@portal/client/request';
import { type ServiceDetail, ServicePaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/api/server/detail?id= (counts a view; 404 for an unknown or withdrawn id). */
export function getServiceDetail(id: number): Promise<ServiceDetail> {
  return api.get<ServiceDetail>(ServicePaths.detail, { id });
}

export const serviceDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['market', 'serviceDetail', viewerKey(), id],
    queryFn: () => getServiceDetail(id),
    enabled: id > 0,
    staleTime: 10_000,
  });

export function useServiceDetail(id: number) {
  return useQuery(serviceDetailQuery(id));
}
