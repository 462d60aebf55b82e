import { api } from '@portal/client/request';
import { HomePaths, type PolicyHomeQuery, type PolicyItem } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/policy/policy/banner/home?size=&isToday=: policies with their apply status. */
export function getPolicyHome(query: PolicyHomeQuery = {}): Promise<PolicyItem[]> {
  return api.get<PolicyItem[]>(HomePaths.policyHome, { ...query });
}

export const policyHomeQuery = (query: PolicyHomeQuery = {}) =>
  queryOptions({
    queryKey: ['policy', 'home', query.size ?? null, query.isToday ?? null],
    queryFn: () => getPolicyHome(query),
  });

export function usePolicyHome(query: PolicyHomeQuery = {}) {
  return useQuery(policyHomeQuery(query));
}
