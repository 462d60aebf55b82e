import { api } from '@portal/client/request';
import { type AccessCount, ContentPaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/home/access/incr (count this visit), then /access/get for the total. */
export async function countVisitAndGet(): Promise<number> {
  await api.get<unknown>(ContentPaths.accessIncr);
  const result = await api.get<AccessCount>(ContentPaths.accessGet);
  return result.count;
}

/** Once per page load: the query never goes stale, so navigating does not count again. */
export const visitorCountQuery = queryOptions({
  queryKey: ['content', 'visitor-count'],
  queryFn: countVisitAndGet,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

export function useVisitorCount() {
  return useQuery(visitorCountQuery);
}
