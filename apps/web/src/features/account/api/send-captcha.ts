import { api } from '@portal/client/request';
import { AccountPaths, type SendCaptchaRequest } from '@portal/shared/api/index';

/** POST /client/api/send/captcha (type 1 login, 2 register, 3 forgot). */
export function sendCaptcha(body: SendCaptchaRequest): Promise<unknown> {
  return api.post<unknown>(AccountPaths.sendCaptcha, body);
}
