import { api } from '@portal/client/request';
import { MarketPaths, type MyNeedDetail } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/mine/need/detail?id= (member; own need only, 404 otherwise) with the undertakings it received. */
export function getMyNeedDetail(id: number): Promise<MyNeedDetail> {
  return api.get<MyNeedDetail>(MarketPaths.myNeedDetail, { id });
}

export const myNeedDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['market', 'myNeedDetail', viewerKey(), id],
    queryFn: () => getMyNeedDetail(id),
    enabled: id > 0,
    staleTime: 0,
  });

export function useMyNeedDetail(id: number) {
  return useQuery(myNeedDetailQuery(id));
}
