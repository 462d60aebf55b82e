import { api } from '@portal/client/request';
import { type PolicyDocDetail, PolicyPaths } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { detailQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/policy/document/detail?id= (政策文件全文; 404 for an unknown id). */
export function getPolicyDocDetail(id: number): Promise<PolicyDocDetail> {
  return api.get<PolicyDocDetail>(PolicyPaths.policyDocDetail, { id });
}

export const policyDocDetailQuery = detailQuery(
  ['policy', 'docDetail'],
  getPolicyDocDetail,
  10_000,
);

export function usePolicyDocDetail(id: number) {
  return useQuery(policyDocDetailQuery(id));
}
