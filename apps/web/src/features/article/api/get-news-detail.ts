import { api } from '@portal/client/request';
import { type ArticleDetail, ArticlePaths } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { detailQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/news/detail?id= (新闻详情; counts a view, 404 for an unknown id). */
export function getNewsDetail(id: number): Promise<ArticleDetail> {
  return api.get<ArticleDetail>(ArticlePaths.newsDetail, { id });
}

export const newsDetailQuery = detailQuery(['article', 'newsDetail'], getNewsDetail, 10_000);

export function useNewsDetail(id: number) {
  return useQuery(newsDetailQuery(id));
}
