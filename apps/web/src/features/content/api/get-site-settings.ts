import { api } from '@portal/client/request';
import { ContentPaths, type SiteSettings } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SITE_NAME } from '../../../app/site.ts';

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

/** The site's name as operators set it (one identity for header, footer, /Introduction). */
export function useSiteName(): string {
  const { data } = useSiteSettings();
  return data?.siteName || SITE_NAME;
}
