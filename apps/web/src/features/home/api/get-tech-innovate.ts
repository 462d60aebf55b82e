import { api } from '@portal/client/request';
import { HomePaths, type PlatformText } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/home/techInnovate/content: the tech-innovation text. */
export function getTechInnovate(): Promise<PlatformText> {
  return api.get<PlatformText>(HomePaths.techInnovate);
}

export const techInnovateQuery = queryOptions({
  queryKey: ['home', 'tech-innovate'],
  queryFn: getTechInnovate,
});

export function useTechInnovate() {
  return useQuery(techInnovateQuery);
}
