import { api } from '@portal/client/request';
import { type PolicyDept, PolicyPaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/policy/depts: the issuing departments the overview filters by. */
export function getPolicyDepts(): Promise<PolicyDept[]> {
  return api.get<PolicyDept[]>(PolicyPaths.policyDepts);
}

export const policyDeptsQuery = () =>
  queryOptions({
    queryKey: ['policy', 'depts'],
    queryFn: getPolicyDepts,
    staleTime: 5 * 60_000,
  });

export function usePolicyDepts() {
  return useQuery(policyDeptsQuery());
}
