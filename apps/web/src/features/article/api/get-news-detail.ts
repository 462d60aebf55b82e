import { api } from '@portal/client/request';
import { type ArticleDetail, ArticlePaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/news/detail?id= (新闻详情; counts a view, 404 for an unknown id). */
export function getNewsDetail(id: number): Promise<ArticleDetail> {
  return api.get<ArticleDetail>(ArticlePaths.newsDetail, { id });
}

export const newsDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['article', 'newsDetail', id],
    queryFn: () => getNewsDetail(id),
    enabled: id > 0,
    staleTime: 10_000,
  });

export function useNewsDetail(id: number) {
  return useQuery(newsDetailQuery(id));
}
