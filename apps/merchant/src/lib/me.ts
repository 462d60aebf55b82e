import { useSession } from '@portal/client/session';
import { type MerchantMe, MerchantPaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

/** Who is signed in, the organisation they work for and their latest 入驻 application. */
export const meQuery = () =>
  queryOptions({
    queryKey: ['merchant', 'me'],
    queryFn: () => api.get<MerchantMe>(MerchantPaths.me),
  });

/**
 * Asked only with a session: a guest opening the workspace is sent to its login page, and
 * asking first answered -401, which showed the toast 请登录 over that page.
 */
export function useMe() {
  const { token } = useSession();
  return useQuery({ ...meQuery(), enabled: Boolean(token) });
}
