import { api } from '@portal/client/request';
import { type PolicyDocDetail, PolicyPaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/policy/document/detail?id= (政策文件全文; 404 for an unknown id). */
export function getPolicyDocDetail(id: number): Promise<PolicyDocDetail> {
  return api.get<PolicyDocDetail>(PolicyPaths.policyDocDetail, { id });
}

export const policyDocDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['policy', 'docDetail', id],
    queryFn: () => getPolicyDocDetail(id),
    enabled: id > 0,
    staleTime: 10_000,
  });

export function usePolicyDocDetail(id: number) {
  return useQuery(policyDocDetailQuery(id));
}
