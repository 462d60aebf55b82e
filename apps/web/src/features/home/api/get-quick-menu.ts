import { api } from '@portal/client/request';
import { HomePaths, type QuickMenuItem } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/home/quick/menu: the quick-entry fixed navigation. */
export function getQuickMenu(): Promise<QuickMenuItem[]> {
  return api.get<QuickMenuItem[]>(HomePaths.quickMenu);
}

export const quickMenuQuery = queryOptions({
  queryKey: ['home', 'quick-menu'],
  queryFn: getQuickMenu,
});

export function useQuickMenu() {
  return useQuery(quickMenuQuery);
}
