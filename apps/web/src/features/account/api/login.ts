import { AccountPaths, type LoginRequest, type LoginResult } from '@portal/shared/api/index';
import { api } from '../../../lib/request.ts';

/** POST /client/api/login: type 1 account + password digest + slide ticket, type 2 phone + SMS. */
export function login(body: LoginRequest): Promise<LoginResult> {
  return api.post<LoginResult>(AccountPaths.login, body);
}
