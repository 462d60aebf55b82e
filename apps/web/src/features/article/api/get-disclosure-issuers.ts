import { api } from '@portal/client/request';
import { ArticlePaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/disclosure/issuers: the issuing bodies (发布机构) of the filter. */
export function getDisclosureIssuers(): Promise<string[]> {
  return api.get<string[]>(ArticlePaths.disclosureIssuers);
}

export const disclosureIssuersQuery = () =>
  queryOptions({
    queryKey: ['article', 'disclosureIssuers'],
    queryFn: getDisclosureIssuers,
    staleTime: 300_000,
  });

export function useDisclosureIssuers() {
  return useQuery(disclosureIssuersQuery());
}
