import { api } from '@portal/client/request';
import { ContentPaths, type HelpArticle } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** POST /client/api/b/detail {id}: a help article (404 文章不存在). */
export function getHelpDetail(id: number): Promise<HelpArticle> {
  return api.post<HelpArticle>(ContentPaths.helpDetail, { id });
}

export const helpDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['content', 'helpDetail', id],
    queryFn: () => getHelpDetail(id),
    enabled: id > 0,
    staleTime: 5 * 60_000,
  });

export function useHelpDetail(id: number) {
  return useQuery(helpDetailQuery(id));
}
