import { api } from '@portal/client/request';
import { CockpitPaths, type OutcomeStats } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/cockpit/outcome/stats: outcome statistics (/ResultsData). */
export function getOutcomeStats(): Promise<OutcomeStats> {
  return api.get<OutcomeStats>(CockpitPaths.outcomeStats);
}

export const outcomeStatsQuery = queryOptions({
  queryKey: ['cockpit', 'outcome-stats'],
  queryFn: getOutcomeStats,
});

export function useOutcomeStats() {
  return useQuery(outcomeStatsQuery);
}
