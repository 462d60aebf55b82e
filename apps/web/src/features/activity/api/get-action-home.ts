import { api } from '@portal/client/request';
import { type ActionItem, HomePaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/action/home?catId=&size=: a category's activities for the home page. */
export function getActionHome(catId: number, size?: number): Promise<ActionItem[]> {
  return api.get<ActionItem[]>(HomePaths.actionHome, { catId, size });
}

/** The prefix of every activity query (home, page, detail, recommend): a sign-up reloads them. */
export const ACTIVITY_KEY = ['activity'] as const;

/** The prefix every category's home list shares. */
export const ACTION_HOME_KEY = [...ACTIVITY_KEY, 'home'] as const;

export const actionHomeQuery = (catId: number, size?: number) =>
  queryOptions({
    queryKey: [...ACTION_HOME_KEY, catId, size ?? null],
    queryFn: () => getActionHome(catId, size),
  });

export function useActionHome(catId: number | undefined, size?: number) {
  return useQuery({ ...actionHomeQuery(catId ?? 0, size), enabled: catId !== undefined });
}
