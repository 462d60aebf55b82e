import {
  type Page,
  type ServiceItem,
  ServicePaths,
  type ServiceQuery,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/server/page (服务产品分页; isCollect for members). */
export const getServicePage = getWithQuery<ServiceQuery, Page<ServiceItem>>(ServicePaths.page);

// Under 'market' so a collect toggle (which invalidates ['market']) refreshes isCollect.
export const servicePageQuery = listQuery(['market', 'servicePage'], getServicePage, {
  perViewer: true,
  staleTime: 10_000,
});

export function useServicePage(query: ServiceQuery) {
  return useQuery(servicePageQuery(query));
}
