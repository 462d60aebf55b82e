import { api } from '@portal/client/request';
import { AccountPaths, type LoginRequest, type LoginResult } from '@portal/shared/api/index';

/** POST /client/api/login: type 1 account + password digest + slide ticket, type 2 phone + SMS. */
export function login(body: LoginRequest): Promise<LoginResult> {
  return api.post<LoginResult>(AccountPaths.login, body);
}
