import { api } from '@portal/client/request';
import { HomePaths, type SearchTab } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/home/search/tabs: the tabs of the search box over the banner. */
export function getSearchTabs(): Promise<SearchTab[]> {
  return api.get<SearchTab[]>(HomePaths.searchTabs);
}

export const searchTabsQuery = queryOptions({
  queryKey: ['home', 'search-tabs'],
  queryFn: getSearchTabs,
});

export function useSearchTabs() {
  return useQuery(searchTabsQuery);
}
