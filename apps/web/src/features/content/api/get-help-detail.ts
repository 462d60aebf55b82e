import { api } from '@portal/client/request';
import { ContentPaths, type HelpArticle } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { detailQuery } from '../../../lib/query-recipes.ts';

/** POST /client/api/b/detail {id}: a help article (404 文章不存在). */
export function getHelpDetail(id: number): Promise<HelpArticle> {
  return api.post<HelpArticle>(ContentPaths.helpDetail, { id });
}

export const helpDetailQuery = detailQuery(['content', 'helpDetail'], getHelpDetail, 5 * 60_000);

export function useHelpDetail(id: number) {
  return useQuery(helpDetailQuery(id));
}
