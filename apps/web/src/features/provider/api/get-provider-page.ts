import { api } from '@portal/client/request';
import {
  type Page,
  type ProviderItem,
  ProviderPaths,
  type ProviderQuery,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/api/provider/page (a service-hall section's units). */
export function getProviderPage(query: ProviderQuery): Promise<Page<ProviderItem>> {
  return api.get<Page<ProviderItem>>(ProviderPaths.providerPage, asQuery(query));
}

// Under 'market' so a collect toggle (which refreshes 'market' answers) refreshes isCollect here.
export const providerPageQuery = (query: ProviderQuery) =>
  queryOptions({
    queryKey: ['market', 'providerPage', viewerKey(), query],
    queryFn: () => getProviderPage(query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useProviderPage(query: ProviderQuery) {
  return useQuery(providerPageQuery(query));
}
