import { api } from '@portal/client/request';
import { type CockpitOverview, CockpitPaths, type CockpitQuery } from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/cockpit/overview: the tiles and the indicators (one topic with ?type). */
export function getCockpitOverview(query: CockpitQuery): Promise<CockpitOverview> {
  return api.get<CockpitOverview>(CockpitPaths.overview, { ...query });
}

export const cockpitOverviewQuery = (query: CockpitQuery) =>
  queryOptions({
    queryKey: ['cockpit', 'overview', query],
    queryFn: () => getCockpitOverview(query),
    placeholderData: keepPreviousData,
  });

export function useCockpitOverview(query: CockpitQuery) {
  return useQuery(cockpitOverviewQuery(query));
}
