import { api } from '@portal/client/request';
import { HomePaths, type RewardBoardItem } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/home/reward/home?size=: the demand side of the two-sided board. */
export function getRewardBoard(size?: number): Promise<RewardBoardItem[]> {
  return api.get<RewardBoardItem[]>(HomePaths.rewardBoard, { size });
}

export const rewardBoardQuery = (size?: number) =>
  queryOptions({
    queryKey: ['home', 'reward-board', size ?? null],
    queryFn: () => getRewardBoard(size),
  });

export function useRewardBoard(size?: number) {
  return useQuery(rewardBoardQuery(size));
}
