import { api } from '@portal/client/request';
import { AccountPaths, type RegisterRequest, type RegisterResult } from '@portal/shared/api/index';

/** POST /client/api/register; the answer carries the new session's token. */
export function register(body: RegisterRequest): Promise<RegisterResult> {
  return api.post<RegisterResult>(AccountPaths.register, body);
}
