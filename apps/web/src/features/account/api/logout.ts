import { api } from '@portal/client/request';
import { AccountPaths } from '@portal/shared/api/index';

/** POST /client/logout: ends the session on the server. */
export function logout(): Promise<unknown> {
  return api.post<unknown>(AccountPaths.logout);
}
