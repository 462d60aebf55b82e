import { api } from '@portal/client/request';
import {
  type Page,
  type PolicyListItem,
  PolicyPaths,
  type PolicyQuery,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/api/policy/page (政策概览). */
export function getPolicyPage(query: PolicyQuery): Promise<Page<PolicyListItem>> {
  return api.get<Page<PolicyListItem>>(PolicyPaths.policyPage, asQuery(query));
}

// Under 'market' so a collect toggle (which refreshes 'market' answers) refreshes isCollect here.
export const policyPageQuery = (query: PolicyQuery) =>
  queryOptions({
    queryKey: ['market', 'policyPage', viewerKey(), query],
    queryFn: () => getPolicyPage(query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function usePolicyPage(query: PolicyQuery) {
  return useQuery(policyPageQuery(query));
}
