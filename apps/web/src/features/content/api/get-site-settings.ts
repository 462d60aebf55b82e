import { ContentPaths, type SiteSettings } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request.ts';

/** GET /client/api/settings/site: footer, merchant-join and customer-service addresses. */
export function getSiteSettings(): Promise<SiteSettings> {
  return api.get<SiteSettings>(ContentPaths.siteSettings);
}

export const siteSettingsQuery = queryOptions({
  queryKey: ['content', 'site-settings'],
  queryFn: getSiteSettings,
  staleTime: 10 * 60_000,
});

export function useSiteSettings() {
  return useQuery(siteSettingsQuery);
}
