import { api } from '@portal/client/request';
import { EvaluationPaths, type EvaluationReportDetail } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/evaluation/report/detail?id= (counts a view; 404 for an unknown id). */
export function getReportDetail(id: number): Promise<EvaluationReportDetail> {
  return api.get<EvaluationReportDetail>(EvaluationPaths.reportDetail, { id });
}

export const reportDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['evaluation', 'reportDetail', id],
    queryFn: () => getReportDetail(id),
    enabled: id > 0,
    staleTime: 10_000,
  });

export function useReportDetail(id: number) {
  return useQuery(reportDetailQuery(id));
}
