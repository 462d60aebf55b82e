import {
  type MyPolicyApply,
  type Page,
  type PageQuery,
  PolicyPaths,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/mine/policy/apply/page (member): own applications, newest first. */
export const getMyPolicyApplies = getWithQuery<PageQuery, Page<MyPolicyApply>>(
  PolicyPaths.myPolicyApplyPage,
);

export const myPolicyAppliesQuery = listQuery(['policy', 'myApplies'], getMyPolicyApplies, {
  perViewer: true,
});

export function useMyPolicyApplies(query: PageQuery) {
  return useQuery(myPolicyAppliesQuery(query));
}
