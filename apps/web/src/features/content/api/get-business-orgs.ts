import { api } from '@portal/client/request';
import { type BusinessOrg, ContentPaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET ContentPaths.businessOrgs: 服务机构. */
export function getBusinessOrgs(): Promise<BusinessOrg[]> {
  return api.get<BusinessOrg[]>(ContentPaths.businessOrgs);
}

export const businessOrgsQuery = () =>
  queryOptions({
    queryKey: ['content', 'businessOrgs'],
    queryFn: getBusinessOrgs,
    staleTime: 30 * 60_000,
  });

export function useBusinessOrgs() {
  return useQuery(businessOrgsQuery());
}
