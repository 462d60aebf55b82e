import { api } from '@portal/client/request';
import {
  MarketPaths,
  type Page,
  type RewardItem,
  type RewardQuery,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/api/reward/page (技术悬赏列表). */
export function getRewardPage(query: RewardQuery): Promise<Page<RewardItem>> {
  return api.get<Page<RewardItem>>(MarketPaths.rewardPage, asQuery(query));
}

export const rewardPageQuery = (query: RewardQuery) =>
  queryOptions({
    queryKey: ['market', 'rewardPage', viewerKey(), query],
    queryFn: () => getRewardPage(query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useRewardPage(query: RewardQuery) {
  return useQuery(rewardPageQuery(query));
}
