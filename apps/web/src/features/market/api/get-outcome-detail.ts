import { api } from '@portal/client/request';
import { MarketPaths, type OutcomeDetail } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/api/outcome/detail?id= (成果详情，三种展示共用; counts a view, 404 for an unknown id). */
export function getOutcomeDetail(id: number): Promise<OutcomeDetail> {
  return api.get<OutcomeDetail>(MarketPaths.outcomeDetail, { id });
}

export const outcomeDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['market', 'outcomeDetail', viewerKey(), id],
    queryFn: () => getOutcomeDetail(id),
    enabled: id > 0,
    staleTime: 10_000,
  });

export function useOutcomeDetail(id: number) {
  return useQuery(outcomeDetailQuery(id));
}
