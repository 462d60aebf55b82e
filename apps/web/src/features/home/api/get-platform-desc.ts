import { api } from '@portal/client/request';
import { HomePaths, type PlatformText } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** POST /api/home/platform/desc (no body): the platform description. */
export function getPlatformDesc(): Promise<PlatformText> {
  return api.post<PlatformText>(HomePaths.platformDesc);
}

export const platformDescQuery = queryOptions({
  queryKey: ['home', 'platform-desc'],
  queryFn: getPlatformDesc,
});

export function usePlatformDesc() {
  return useQuery(platformDescQuery);
}
