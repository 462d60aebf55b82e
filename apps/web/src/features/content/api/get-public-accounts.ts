import { api } from '@portal/client/request';
import { ContentPaths, type PublicAccount } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** POST /client/api/public/account: type 1 official account QR, type 2 mini program QR. */
export function getPublicAccounts(): Promise<PublicAccount[]> {
  return api.post<PublicAccount[]>(ContentPaths.publicAccount);
}

export const publicAccountsQuery = queryOptions({
  queryKey: ['content', 'public-accounts'],
  queryFn: getPublicAccounts,
  staleTime: 10 * 60_000,
});

export function usePublicAccounts(enabled = true) {
  return useQuery({ ...publicAccountsQuery, enabled });
}
