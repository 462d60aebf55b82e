import {
  MarketPaths,
  type Page,
  type RewardItem,
  type RewardQuery,
} from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/api/reward/page (技术悬赏列表). */
export const useRewardPage = listReadHook<RewardQuery, Page<RewardItem>>(
  MarketPaths.rewardPage,
  ['market', 'rewardPage'],
  { perViewer: true, staleTime: 10_000 },
);
