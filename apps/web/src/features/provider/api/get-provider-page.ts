import {
  type Page,
  type ProviderItem,
  ProviderPaths,
  type ProviderQuery,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/provider/page (a service-hall section's units). */
export const getProviderPage = getWithQuery<ProviderQuery, Page<ProviderItem>>(
  ProviderPaths.providerPage,
);

// Under 'market' so a collect toggle (which refreshes 'market' answers) refreshes isCollect here.
export const providerPageQuery = listQuery(['market', 'providerPage'], getProviderPage, {
  perViewer: true,
  staleTime: 10_000,
});

export function useProviderPage(query: ProviderQuery) {
  return useQuery(providerPageQuery(query));
}
