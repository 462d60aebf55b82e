import { ArticlePaths, type CaseItem, type CaseQuery, type Page } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/case/page (成功案例列表). */
export const getCasePage = getWithQuery<CaseQuery, Page<CaseItem>>(ArticlePaths.casePage);

export const casePageQuery = listQuery(['article', 'casePage'], getCasePage, { staleTime: 10_000 });

export function useCasePage(query: CaseQuery) {
  return useQuery(casePageQuery(query));
}
