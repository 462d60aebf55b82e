import { api } from '@portal/client/request';
import { type CockpitOverview, CockpitPaths, type CockpitQuery } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/cockpit/overview: the tiles and the indicators (one topic with ?type). */
export function getCockpitOverview(query: CockpitQuery): Promise<CockpitOverview> {
  return api.get<CockpitOverview>(CockpitPaths.overview, { ...query });
}

export const cockpitOverviewQuery = listQuery(['cockpit', 'overview'], getCockpitOverview);

export function useCockpitOverview(query: CockpitQuery) {
  return useQuery(cockpitOverviewQuery(query));
}
