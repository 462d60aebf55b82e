import {
  type Page,
  type PolicyListItem,
  PolicyPaths,
  type PolicyQuery,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/policy/page (政策概览). */
export const getPolicyPage = getWithQuery<PolicyQuery, Page<PolicyListItem>>(
  PolicyPaths.policyPage,
);

// Under 'market' so a collect toggle (which refreshes 'market' answers) refreshes isCollect here.
export const policyPageQuery = listQuery(['market', 'policyPage'], getPolicyPage, {
  perViewer: true,
  staleTime: 10_000,
});

export function usePolicyPage(query: PolicyQuery) {
  return useQuery(policyPageQuery(query));
}
