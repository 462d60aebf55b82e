import {
  MarketPaths,
  type Page,
  type RewardItem,
  type RewardQuery,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/reward/page (技术悬赏列表). */
export const getRewardPage = getWithQuery<RewardQuery, Page<RewardItem>>(MarketPaths.rewardPage);

export const rewardPageQuery = listQuery(['market', 'rewardPage'], getRewardPage, {
  perViewer: true,
  staleTime: 10_000,
});

export function useRewardPage(query: RewardQuery) {
  return useQuery(rewardPageQuery(query));
}
