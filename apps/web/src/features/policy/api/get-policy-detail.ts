import { api } from '@portal/client/request';
import { type PolicyDetail, PolicyPaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/api/policy/detail?id= (政策详情; counts a view, 404 for an unknown id). */
export function getPolicyDetail(id: number): Promise<PolicyDetail> {
  return api.get<PolicyDetail>(PolicyPaths.policyDetail, { id });
}

export const policyDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['market', 'policyDetail', viewerKey(), id],
    queryFn: () => getPolicyDetail(id),
    enabled: id > 0,
    staleTime: 10_000,
  });

export function usePolicyDetail(id: number) {
  return useQuery(policyDetailQuery(id));
}
