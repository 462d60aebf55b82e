import { api } from '@portal/client/request';
import { type ArticleDetail, ArticlePaths } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { detailQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/view/detail?id= (观点详情; counts a view, 404 for an unknown id). */
export function getViewDetail(id: number): Promise<ArticleDetail> {
  return api.get<ArticleDetail>(ArticlePaths.viewDetail, { id });
}

export const viewDetailQuery = detailQuery(['article', 'viewDetail'], getViewDetail, 10_000);

export function useViewDetail(id: number) {
  return useQuery(viewDetailQuery(id));
}
