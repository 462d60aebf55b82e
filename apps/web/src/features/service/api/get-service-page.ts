import { api } from '@portal/client/request';
import {
  type Page,
  type ServiceItem,
  ServicePaths,
  type ServiceQuery,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/api/server/page (服务产品分页; isCollect for members). */
export function getServicePage(query: ServiceQuery): Promise<Page<ServiceItem>> {
  return api.get<Page<ServiceItem>>(ServicePaths.page, asQuery(query));
}

// Under 'market' so a collect toggle (which invalidates ['market']) refreshes isCollect.
export const servicePageQuery = (query: ServiceQuery) =>
  queryOptions({
    queryKey: ['market', 'servicePage', viewerKey(), query],
    queryFn: () => getServicePage(query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useServicePage(query: ServiceQuery) {
  return useQuery(servicePageQuery(query));
}
