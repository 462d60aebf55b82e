import { api } from '@portal/client/request';
import { type EvaluationOverview, EvaluationPaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/evaluation/overview (counts and the evaluation agencies). */
export function getEvaluationOverview(): Promise<EvaluationOverview> {
  return api.get<EvaluationOverview>(EvaluationPaths.overview);
}

export const evaluationOverviewQuery = () =>
  queryOptions({
    queryKey: ['evaluation', 'overview'],
    queryFn: getEvaluationOverview,
    staleTime: 60_000,
  });

export function useEvaluationOverview() {
  return useQuery(evaluationOverviewQuery());
}
