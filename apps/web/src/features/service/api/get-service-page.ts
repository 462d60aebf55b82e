import {
  type Page,
  type ServiceItem,
  ServicePaths,
  type ServiceQuery,
} from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/api/server/page (服务产品分页; isCollect for members). */
export const useServicePage = listReadHook<ServiceQuery, Page<ServiceItem>>(
  ServicePaths.page,
  ['market', 'servicePage'],
  { perViewer: true, staleTime: 10_000 },
);

// Under 'market' so a collect toggle (which invalidates ['market']) refreshes isCollect.
