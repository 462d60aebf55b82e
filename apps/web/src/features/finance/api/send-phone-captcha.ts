import { HomePaths, type PhoneCaptchaRequest } from '@portal/shared/api/index';
import { api } from '../../../lib/request.ts';

/** POST /api/home/phone/captcha (member only): the SMS code of the loan and financing dialogs. */
export function sendPhoneCaptcha(body: PhoneCaptchaRequest): Promise<unknown> {
  return api.post<unknown>(HomePaths.phoneCaptcha, body);
}
