import { api } from '@portal/client/request';
import { MarketPaths, type MyUndertakeDetail } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/mine/need/undertake/detail?id= (member; own only, 404 otherwise). */
export function getMyUndertakeDetail(id: number): Promise<MyUndertakeDetail> {
  return api.get<MyUndertakeDetail>(MarketPaths.myUndertakeDetail, { id });
}

export const myUndertakeDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['market', 'myUndertakeDetail', viewerKey(), id],
    queryFn: () => getMyUndertakeDetail(id),
    enabled: id > 0,
    staleTime: 0,
  });

export function useMyUndertakeDetail(id: number) {
  return useQuery(myUndertakeDetailQuery(id));
}
