import { AccountPaths } from '@portal/shared/api/index';
import { api } from '../../../lib/request.ts';

/** POST /client/logout: ends the session on the server. */
export function logout(): Promise<unknown> {
  return api.post<unknown>(AccountPaths.logout);
}
