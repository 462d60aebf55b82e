import { api } from '@portal/client/request';
import { ArticlePaths, type CaseDetail } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { detailQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/case/detail?id= (案例详情; counts a view, 404 for an unknown id). */
export function getCaseDetail(id: number): Promise<CaseDetail> {
  return api.get<CaseDetail>(ArticlePaths.caseDetail, { id });
}

export const caseDetailQuery = detailQuery(['article', 'caseDetail'], getCaseDetail, 10_000);

export function useCaseDetail(id: number) {
  return useQuery(caseDetailQuery(id));
}
