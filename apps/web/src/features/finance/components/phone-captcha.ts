import { phoneCaptchaRequestSchema } from '@portal/shared/validation/finance';
import { Messages } from '@portal/shared/validation/messages';
import { ensureMember } from '../../../lib/member-only.ts';
import { sendPhoneCaptcha } from '../api/send-phone-captcha.ts';

/** The loan and financing captcha fetch needs a valid phone, else 请输入正确手机号 (spec §5). */
export function checkCaptchaPhone(telephone: string): string | null {
  return phoneCaptchaRequestSchema.safeParse({ telephone }).success ? null : Messages.phoneInvalid;
}

/** home/phone/captcha is for members: a guest is told 请登录 and nothing is sent. */
export function sendFinanceCaptcha(telephone: string): Promise<unknown> {
  if (!ensureMember()) return Promise.reject(new Error(Messages.loginRequired));
  return sendPhoneCaptcha({ telephone });
}
