import { api } from '@portal/client/request';
import {
  type Page,
  type PolicyDocItem,
  type PolicyDocQuery,
  PolicyPaths,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery } from '../../../lib/viewer-key.ts';

/** GET /client/api/policy/document/page (政策文件). */
export function getPolicyDocPage(query: PolicyDocQuery): Promise<Page<PolicyDocItem>> {
  return api.get<Page<PolicyDocItem>>(PolicyPaths.policyDocPage, asQuery(query));
}

export const policyDocPageQuery = (query: PolicyDocQuery) =>
  queryOptions({
    queryKey: ['policy', 'docPage', query],
    queryFn: () => getPolicyDocPage(query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function usePolicyDocPage(query: PolicyDocQuery) {
  return useQuery(policyDocPageQuery(query));
}
