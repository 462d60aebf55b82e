import { api } from '@portal/client/request';
import {
  MarketPaths,
  type Page,
  type RewardRankItem,
  type RewardRankingQuery,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/api/reward/ranking (悬赏排行). */
export function getRewardRanking(query: RewardRankingQuery): Promise<Page<RewardRankItem>> {
  return api.get<Page<RewardRankItem>>(MarketPaths.rewardRanking, asQuery(query));
}

export const rewardRankingQuery = (query: RewardRankingQuery) =>
  queryOptions({
    queryKey: ['market', 'rewardRanking', viewerKey(), query],
    queryFn: () => getRewardRanking(query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useRewardRanking(query: RewardRankingQuery) {
  return useQuery(rewardRankingQuery(query));
}
