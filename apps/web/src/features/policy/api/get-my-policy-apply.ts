import { api } from '@portal/client/request';
import { type MyPolicyApply, PolicyPaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/mine/policy/apply/detail?id= (member; own only, 404 otherwise). */
export function getMyPolicyApply(id: number): Promise<MyPolicyApply> {
  return api.get<MyPolicyApply>(PolicyPaths.myPolicyApplyDetail, { id });
}

export const myPolicyApplyQuery = (id: number) =>
  queryOptions({
    queryKey: ['policy', 'myApply', viewerKey(), id],
    queryFn: () => getMyPolicyApply(id),
    enabled: id > 0,
  });

export function useMyPolicyApply(id: number) {
  return useQuery(myPolicyApplyQuery(id));
}
