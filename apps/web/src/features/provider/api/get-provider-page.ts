import {
  type Page,
  type ProviderItem,
  ProviderPaths,
  type ProviderQuery,
} from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/api/provider/page (a service-hall section's units). */
export const useProviderPage = listReadHook<ProviderQuery, Page<ProviderItem>>(
  ProviderPaths.providerPage,
  ['market', 'providerPage'],
  { perViewer: true, staleTime: 10_000 },
);

// Under 'market' so a collect toggle (which refreshes 'market' answers) refreshes isCollect here.
