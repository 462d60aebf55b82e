import { api } from '@portal/client/request';
import {
  AccountPaths,
  type DeleteAccountRequest,
  type Envelope,
  SecurityPaths,
} from '@portal/shared/api/index';

/** POST /client/mine/account/delete {password (digest)} | {captcha} (member): 账号已注销. */
export function deleteAccount(body: DeleteAccountRequest): Promise<Envelope<null>> {
  return api.postEnvelope<null>(AccountPaths.deleteAccount, body);
}

/** POST /client/mine/account/delete/captcha (member): a code to the member's own phone. */
export function sendDeleteCaptcha(): Promise<unknown> {
  return api.post<null>(SecurityPaths.deleteCaptcha);
}
