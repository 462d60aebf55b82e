import { api } from '@portal/client/request';
import { ContentPaths, type HelpCategory } from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/b/list?keyword=: help categories with their article titles (searched). */
export function getHelpList(keyword?: string): Promise<HelpCategory[]> {
  return api.get<HelpCategory[]>(ContentPaths.helpList, keyword ? { keyword } : undefined);
}

export const helpListQuery = (keyword?: string) =>
  queryOptions({
    queryKey: ['content', 'helpList', keyword ?? ''],
    queryFn: () => getHelpList(keyword),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export function useHelpList(keyword?: string) {
  return useQuery(helpListQuery(keyword));
}
