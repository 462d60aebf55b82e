import { api } from '@portal/client/request';
import { AccountPaths, type UserInfo } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** POST /client/mine/user/info: loaded only when a token exists (spec §6). */
export function getUserInfo(): Promise<UserInfo> {
  return api.post<UserInfo>(AccountPaths.userInfo);
}

export const userInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['account', 'user-info', token],
    queryFn: getUserInfo,
    enabled: Boolean(token),
  });

export function useUserInfo(token: string | null) {
  return useQuery(userInfoQuery(token));
}
