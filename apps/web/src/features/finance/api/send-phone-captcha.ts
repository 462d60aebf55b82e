import { api } from '@portal/client/request';
import { HomePaths, type PhoneCaptchaRequest } from '@portal/shared/api/index';

/** POST /api/home/phone/captcha (member only): the SMS code of the loan and financing dialogs. */
export function sendPhoneCaptcha(body: PhoneCaptchaRequest): Promise<unknown> {
  return api.post<unknown>(HomePaths.phoneCaptcha, body);
}
