import { api } from '@portal/client/request';
import { HomePaths, type NewsItem } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/policy/news/banner/home?size=: the news of the home page. */
export function getNewsHome(size?: number): Promise<NewsItem[]> {
  return api.get<NewsItem[]>(HomePaths.newsHome, { size });
}

export const newsHomeQuery = (size?: number) =>
  queryOptions({
    queryKey: ['news', 'home', size ?? null],
    queryFn: () => getNewsHome(size),
  });

export function useNewsHome(size?: number) {
  return useQuery(newsHomeQuery(size));
}
