import { api } from '@portal/client/request';
import { type ArticleDetail, ArticlePaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/view/detail?id= (观点详情; counts a view, 404 for an unknown id). */
export function getViewDetail(id: number): Promise<ArticleDetail> {
  return api.get<ArticleDetail>(ArticlePaths.viewDetail, { id });
}

export const viewDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['article', 'viewDetail', id],
    queryFn: () => getViewDetail(id),
    enabled: id > 0,
    staleTime: 10_000,
  });

export function useViewDetail(id: number) {
  return useQuery(viewDetailQuery(id));
}
