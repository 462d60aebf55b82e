import {
  MarketPaths,
  type Page,
  type RewardRankItem,
  type RewardRankingQuery,
} from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/api/reward/ranking (悬赏排行). */
export const useRewardRanking = listReadHook<RewardRankingQuery, Page<RewardRankItem>>(
  MarketPaths.rewardRanking,
  ['market', 'rewardRanking'],
  { perViewer: true, staleTime: 10_000 },
);
