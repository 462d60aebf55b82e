import { api } from '@portal/client/request';
import { AccountPaths, type SubmitAuthRequest } from '@portal/shared/api/index';

/** POST /client/user/auth: the certification goes to review (verifyStatus 1). */
export function submitAuth(body: SubmitAuthRequest): Promise<unknown> {
  return api.post<unknown>(AccountPaths.submitAuth, body);
}
