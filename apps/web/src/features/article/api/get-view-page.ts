import { api } from '@portal/client/request';
import {
  type ArticleItem,
  ArticlePaths,
  type ArticleQuery,
  type Page,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery } from '../../../lib/viewer-key.ts';

/** GET /client/api/view/page (观点洞察列表). */
export function getViewPage(query: ArticleQuery): Promise<Page<ArticleItem>> {
  return api.get<Page<ArticleItem>>(ArticlePaths.viewPage, asQuery(query));
}

export const viewPageQuery = (query: ArticleQuery) =>
  queryOptions({
    queryKey: ['article', 'viewPage', query],
    queryFn: () => getViewPage(query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useViewPage(query: ArticleQuery) {
  return useQuery(viewPageQuery(query));
}
