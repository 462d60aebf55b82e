import { api } from '@portal/client/request';
import {
  EvaluationPaths,
  type EvaluationReportItem,
  type EvaluationReportQuery,
  type Page,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery } from '../../../lib/viewer-key.ts';

/** GET /client/api/evaluation/report/page (评价报告列表). */
export function getReportPage(query: EvaluationReportQuery): Promise<Page<EvaluationReportItem>> {
  return api.get<Page<EvaluationReportItem>>(EvaluationPaths.reportPage, asQuery(query));
}

export const reportPageQuery = (query: EvaluationReportQuery) =>
  queryOptions({
    queryKey: ['evaluation', 'reportPage', query],
    queryFn: () => getReportPage(query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useReportPage(query: EvaluationReportQuery) {
  return useQuery(reportPageQuery(query));
}
