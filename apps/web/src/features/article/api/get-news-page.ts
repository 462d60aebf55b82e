import {
  type ArticleItem,
  ArticlePaths,
  type NewsQuery,
  type Page,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/news/page (新闻列表). */
export const getNewsPage = getWithQuery<NewsQuery, Page<ArticleItem>>(ArticlePaths.newsPage);

export const newsPageQuery = listQuery(['article', 'newsPage'], getNewsPage, { staleTime: 10_000 });

export function useNewsPage(query: NewsQuery) {
  return useQuery(newsPageQuery(query));
}
