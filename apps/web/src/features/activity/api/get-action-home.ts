import { type ActionItem, HomePaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request.ts';

/** GET /client/api/action/home?catId=&size=: a category's activities for the home page. */
export function getActionHome(catId: number, size?: number): Promise<ActionItem[]> {
  return api.get<ActionItem[]>(HomePaths.actionHome, { catId, size });
}

/** The prefix every category's list shares, so a sign-up can reload them all. */
export const ACTION_HOME_KEY = ['activity', 'home'] as const;

export const actionHomeQuery = (catId: number, size?: number) =>
  queryOptions({
    queryKey: [...ACTION_HOME_KEY, catId, size ?? null],
    queryFn: () => getActionHome(catId, size),
  });

export function useActionHome(catId: number | undefined, size?: number) {
  return useQuery({ ...actionHomeQuery(catId ?? 0, size), enabled: catId !== undefined });
}
