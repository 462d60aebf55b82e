import {
  EvaluationPaths,
  type EvaluationReportItem,
  type EvaluationReportQuery,
  type Page,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/evaluation/report/page (评价报告列表). */
export const getReportPage = getWithQuery<EvaluationReportQuery, Page<EvaluationReportItem>>(
  EvaluationPaths.reportPage,
);

export const reportPageQuery = listQuery(['evaluation', 'reportPage'], getReportPage, {
  staleTime: 10_000,
});

export function useReportPage(query: EvaluationReportQuery) {
  return useQuery(reportPageQuery(query));
}
