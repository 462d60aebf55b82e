import {
  type ArticleItem,
  ArticlePaths,
  type ArticleQuery,
  type Page,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/view/page (观点洞察列表). */
export const getViewPage = getWithQuery<ArticleQuery, Page<ArticleItem>>(ArticlePaths.viewPage);

export const viewPageQuery = listQuery(['article', 'viewPage'], getViewPage, { staleTime: 10_000 });

export function useViewPage(query: ArticleQuery) {
  return useQuery(viewPageQuery(query));
}
