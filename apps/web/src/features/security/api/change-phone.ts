import { api } from '@portal/client/request';
import { type ChangePhoneRequest, type Envelope, SecurityPaths } from '@portal/shared/api/index';

/** POST /client/mine/account/phone/captcha {telephone} (member): a code to the NEW phone. */
export function sendPhoneCaptcha(telephone: string): Promise<unknown> {
  return api.post<null>(SecurityPaths.phoneCaptcha, { telephone });
}

/** POST /client/mine/account/phone {telephone, captcha} (member): 手机号已更换. */
export function changePhone(body: ChangePhoneRequest): Promise<Envelope<{ telephone: string }>> {
  return api.postEnvelope<{ telephone: string }>(SecurityPaths.changePhone, body);
}
