import { api } from '@portal/client/request';
import { type ActionItem, HomePaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/api/action/recommand?size=: recommended activities (beside a detail). */
export function getActionRecommend(size?: number): Promise<ActionItem[]> {
  return api.get<ActionItem[]>(HomePaths.actionRecommend, { size });
}

export const actionRecommendQuery = (size?: number) =>
  queryOptions({
    queryKey: ['activity', 'recommend', viewerKey(), size ?? null],
    queryFn: () => getActionRecommend(size),
    staleTime: 60_000,
  });

export function useActionRecommend(size?: number) {
  return useQuery(actionRecommendQuery(size));
}
