import {
  type Page,
  type PolicyDocItem,
  type PolicyDocQuery,
  PolicyPaths,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/policy/document/page (政策文件). */
export const getPolicyDocPage = getWithQuery<PolicyDocQuery, Page<PolicyDocItem>>(
  PolicyPaths.policyDocPage,
);

export const policyDocPageQuery = listQuery(['policy', 'docPage'], getPolicyDocPage, {
  staleTime: 10_000,
});

export function usePolicyDocPage(query: PolicyDocQuery) {
  return useQuery(policyDocPageQuery(query));
}
