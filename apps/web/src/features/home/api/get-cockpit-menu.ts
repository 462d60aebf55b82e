import { api } from '@portal/client/request';
import { type CockpitMenuItem, HomePaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/home/cockpitContentMenu: entries of the data cockpit. */
export function getCockpitMenu(): Promise<CockpitMenuItem[]> {
  return api.get<CockpitMenuItem[]>(HomePaths.cockpitMenu);
}

export const cockpitMenuQuery = queryOptions({
  queryKey: ['home', 'cockpit-menu'],
  queryFn: getCockpitMenu,
});

export function useCockpitMenu() {
  return useQuery(cockpitMenuQuery);
}
