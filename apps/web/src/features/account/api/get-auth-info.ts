import { api } from '@portal/client/request';
import { AccountPaths, type AuthInfo } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** POST /client/mine/auth/info: the member's certification type and status. */
export function getAuthInfo(): Promise<AuthInfo> {
  return api.post<AuthInfo>(AccountPaths.authInfo);
}

export const authInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['account', 'auth-info', token],
    queryFn: getAuthInfo,
    enabled: Boolean(token),
    staleTime: 0,
  });

export function useAuthInfo(token: string | null) {
  return useQuery(authInfoQuery(token));
}
