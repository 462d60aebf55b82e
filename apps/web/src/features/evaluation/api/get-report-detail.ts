import { api } from '@portal/client/request';
import { EvaluationPaths, type EvaluationReportDetail } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { detailQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/evaluation/report/detail?id= (counts a view; 404 for an unknown id). */
export function getReportDetail(id: number): Promise<EvaluationReportDetail> {
  return api.get<EvaluationReportDetail>(EvaluationPaths.reportDetail, { id });
}

export const reportDetailQuery = detailQuery(
  ['evaluation', 'reportDetail'],
  getReportDetail,
  10_000,
);

export function useReportDetail(id: number) {
  return useQuery(reportDetailQuery(id));
}
