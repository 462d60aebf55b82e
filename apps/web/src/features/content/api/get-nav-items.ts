import { api } from '@portal/client/request';
import { ContentPaths, type NavItem } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/home/nav/list: the header's main menu. */
export function getNavItems(): Promise<NavItem[]> {
  return api.get<NavItem[]>(ContentPaths.navItems);
}

export const navItemsQuery = queryOptions({
  queryKey: ['content', 'nav-items'],
  queryFn: getNavItems,
  staleTime: 10 * 60_000,
});

export function useNavItems() {
  return useQuery(navItemsQuery);
}
