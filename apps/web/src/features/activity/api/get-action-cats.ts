import { api } from '@portal/client/request';
import { type ActionCategory, HomePaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/action/cat/all: activity categories (the home page uses the first 4). */
export function getActionCats(): Promise<ActionCategory[]> {
  return api.get<ActionCategory[]>(HomePaths.actionCats);
}

export const actionCatsQuery = queryOptions({
  queryKey: ['activity', 'cats'],
  queryFn: getActionCats,
});

export function useActionCats() {
  return useQuery(actionCatsQuery);
}
