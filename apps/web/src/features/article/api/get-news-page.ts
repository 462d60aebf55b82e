import { api } from '@portal/client/request';
import {
  type ArticleItem,
  ArticlePaths,
  type NewsQuery,
  type Page,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery } from '../../../lib/viewer-key.ts';

/** GET /client/api/news/page (新闻列表). */
export function getNewsPage(query: NewsQuery): Promise<Page<ArticleItem>> {
  return api.get<Page<ArticleItem>>(ArticlePaths.newsPage, asQuery(query));
}

export const newsPageQuery = (query: NewsQuery) =>
  queryOptions({
    queryKey: ['article', 'newsPage', query],
    queryFn: () => getNewsPage(query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useNewsPage(query: NewsQuery) {
  return useQuery(newsPageQuery(query));
}
