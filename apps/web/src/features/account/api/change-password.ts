import { api } from '@portal/client/request';
import { AccountPaths, type ChangePasswordRequest } from '@portal/shared/api/index';

/** POST /client/password; the server ends every session of the account. */
export function changePassword(body: ChangePasswordRequest): Promise<unknown> {
  return api.post<unknown>(AccountPaths.changePassword, body);
}
