import { api } from '@portal/client/request';
import {
  type MyPolicyApply,
  type Page,
  type PageQuery,
  PolicyPaths,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/mine/policy/apply/page (member): own applications, newest first. */
export function getMyPolicyApplies(query: PageQuery): Promise<Page<MyPolicyApply>> {
  return api.get<Page<MyPolicyApply>>(PolicyPaths.myPolicyApplyPage, asQuery(query));
}

export const myPolicyAppliesQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: ['policy', 'myApplies', viewerKey(), query],
    queryFn: () => getMyPolicyApplies(query),
    placeholderData: keepPreviousData,
  });

export function useMyPolicyApplies(query: PageQuery) {
  return useQuery(myPolicyAppliesQuery(query));
}
