import { type MerchantMe, MerchantPaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

/** Who is signed in, the organisation they work for and their latest 入驻 application. */
export const meQuery = () =>
  queryOptions({
    queryKey: ['merchant', 'me'],
    queryFn: () => api.get<MerchantMe>(MerchantPaths.me),
  });

export function useMe() {
  return useQuery(meQuery());
}
