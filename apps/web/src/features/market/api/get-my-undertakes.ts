import { api } from '@portal/client/request';
import { MarketPaths, type MyUndertake, type Page, type PageQuery } from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/mine/need/undertake/list (member): 我的承接. */
export function getMyUndertakes(query: PageQuery): Promise<Page<MyUndertake>> {
  return api.get<Page<MyUndertake>>(MarketPaths.myUndertakes, asQuery(query));
}

export const myUndertakesQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: ['market', 'myUndertakes', viewerKey(), query],
    queryFn: () => getMyUndertakes(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useMyUndertakes(query: PageQuery) {
  return useQuery(myUndertakesQuery(query));
}
