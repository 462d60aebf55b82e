import { api } from '@portal/client/request';
import { AccountPaths, type ForgetPasswordRequest } from '@portal/shared/api/index';

/** POST /client/api/forget/psw with the new password's digest. */
export function forgetPassword(body: ForgetPasswordRequest): Promise<unknown> {
  return api.post<unknown>(AccountPaths.forgetPassword, body);
}
