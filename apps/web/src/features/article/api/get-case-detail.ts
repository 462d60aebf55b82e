import { api } from '@portal/client/request';
import { ArticlePaths, type CaseDetail } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/case/detail?id= (案例详情; counts a view, 404 for an unknown id). */
export function getCaseDetail(id: number): Promise<CaseDetail> {
  return api.get<CaseDetail>(ArticlePaths.caseDetail, { id });
}

export const caseDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['article', 'caseDetail', id],
    queryFn: () => getCaseDetail(id),
    enabled: id > 0,
    staleTime: 10_000,
  });

export function useCaseDetail(id: number) {
  return useQuery(caseDetailQuery(id));
}
