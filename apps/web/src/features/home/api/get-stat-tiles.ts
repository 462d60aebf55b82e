import { api } from '@portal/client/request';
import { HomePaths, type StatTile } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/home/datas/list: the statistics tiles (name, unit, counts), in position order. */
export function getStatTiles(): Promise<StatTile[]> {
  return api.get<StatTile[]>(HomePaths.statTiles);
}

export const statTilesQuery = queryOptions({
  queryKey: ['home', 'stat-tiles'],
  queryFn: getStatTiles,
});

export function useStatTiles() {
  return useQuery(statTilesQuery);
}
