import { api } from '@portal/client/request';
import { MarketPaths, type RewardDetail } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/api/reward/detail?id= (悬赏详情; counts a view, 404 for an unknown id). */
export function getRewardDetail(id: number): Promise<RewardDetail> {
  return api.get<RewardDetail>(MarketPaths.rewardDetail, { id });
}

export const rewardDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['market', 'rewardDetail', viewerKey(), id],
    queryFn: () => getRewardDetail(id),
    enabled: id > 0,
    staleTime: 10_000,
  });

export function useRewardDetail(id: number) {
  return useQuery(rewardDetailQuery(id));
}
