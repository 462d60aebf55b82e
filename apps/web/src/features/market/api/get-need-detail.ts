import { api } from '@portal/client/request';
import { MarketPaths, type NeedDetail } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/api/need/detail?id= (需求详情; counts a view, 404 for an unknown id). */
export function getNeedDetail(id: number): Promise<NeedDetail> {
  return api.get<NeedDetail>(MarketPaths.needDetail, { id });
}

export const needDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['market', 'needDetail', viewerKey(), id],
    queryFn: () => getNeedDetail(id),
    enabled: id > 0,
    staleTime: 10_000,
  });

export function useNeedDetail(id: number) {
  return useQuery(needDetailQuery(id));
}
