import { api } from '@portal/client/request';
import { MarketPaths, type MyOutcomeDetail } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/mine/outcome/detail?id= (member; own outcome, any review status; 404 otherwise). */
export function getMyOutcomeDetail(id: number): Promise<MyOutcomeDetail> {
  return api.get<MyOutcomeDetail>(MarketPaths.myOutcomeDetail, { id });
}

export const myOutcomeDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['market', 'myOutcomeDetail', viewerKey(), id],
    queryFn: () => getMyOutcomeDetail(id),
    enabled: id > 0,
    staleTime: 0,
  });

export function useMyOutcomeDetail(id: number) {
  return useQuery(myOutcomeDetailQuery(id));
}
