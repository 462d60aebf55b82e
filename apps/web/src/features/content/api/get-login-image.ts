import { api } from '@portal/client/request';
import { ContentPaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/settings/login/image: data is the background image's URL. */
export function getLoginImage(): Promise<string> {
  return api.get<string>(ContentPaths.loginImage);
}

export const loginImageQuery = queryOptions({
  queryKey: ['content', 'login-image'],
  queryFn: getLoginImage,
  staleTime: 10 * 60_000,
});

export function useLoginImage() {
  return useQuery(loginImageQuery);
}
