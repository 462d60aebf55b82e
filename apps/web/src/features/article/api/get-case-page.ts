import { api } from '@portal/client/request';
import { ArticlePaths, type CaseItem, type CaseQuery, type Page } from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery } from '../../../lib/viewer-key.ts';

/** GET /client/api/case/page (成功案例列表). */
export function getCasePage(query: CaseQuery): Promise<Page<CaseItem>> {
  return api.get<Page<CaseItem>>(ArticlePaths.casePage, asQuery(query));
}

export const casePageQuery = (query: CaseQuery) =>
  queryOptions({
    queryKey: ['article', 'casePage', query],
    queryFn: () => getCasePage(query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useCasePage(query: CaseQuery) {
  return useQuery(casePageQuery(query));
}
