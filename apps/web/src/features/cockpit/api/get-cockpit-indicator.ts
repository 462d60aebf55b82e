import { api } from '@portal/client/request';
import { type CockpitIndicator, CockpitPaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/cockpit/indicator?id=: one indicator's table (/DataDetail). */
export function getCockpitIndicator(id: number): Promise<CockpitIndicator> {
  return api.get<CockpitIndicator>(CockpitPaths.indicator, { id });
}

export const cockpitIndicatorQuery = (id: number) =>
  queryOptions({
    queryKey: ['cockpit', 'indicator', id],
    queryFn: () => getCockpitIndicator(id),
    enabled: id > 0,
  });

export function useCockpitIndicator(id: number) {
  return useQuery(cockpitIndicatorQuery(id));
}
