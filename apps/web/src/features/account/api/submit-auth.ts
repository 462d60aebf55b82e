import { AccountPaths, type SubmitAuthRequest } from '@portal/shared/api/index';
import { api } from '../../../lib/request.ts';

/** POST /client/user/auth: the certification goes to review (verifyStatus 1). */
export function submitAuth(body: SubmitAuthRequest): Promise<unknown> {
  return api.post<unknown>(AccountPaths.submitAuth, body);
}
