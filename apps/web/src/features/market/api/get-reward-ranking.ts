import {
  MarketPaths,
  type Page,
  type RewardRankItem,
  type RewardRankingQuery,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/reward/ranking (悬赏排行). */
export const getRewardRanking = getWithQuery<RewardRankingQuery, Page<RewardRankItem>>(
  MarketPaths.rewardRanking,
);

export const rewardRankingQuery = listQuery(['market', 'rewardRanking'], getRewardRanking, {
  perViewer: true,
  staleTime: 10_000,
});

export function useRewardRanking(query: RewardRankingQuery) {
  return useQuery(rewardRankingQuery(query));
}
