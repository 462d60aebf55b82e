import {
  EvaluationPaths,
  type EvaluationReportItem,
  type EvaluationReportQuery,
  type Page,
} from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/api/evaluation/report/page (评价报告列表). */
export const useReportPage = listReadHook<EvaluationReportQuery, Page<EvaluationReportItem>>(
  EvaluationPaths.reportPage,
  ['evaluation', 'reportPage'],
  { staleTime: 10_000 },
);
