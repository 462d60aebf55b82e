import { z } from 'zod';
import {
  captchaField,
  Messages,
  passwordDigestField,
  phoneField,
  strictRequest,
} from './common.ts';

/** Messages of 账号安全 (added). */
export const SecurityMessages = {
  phoneTaken: '该手机号已被其他账号使用',
  phoneSame: '新手机号不能与当前手机号相同',
  phoneChanged: '手机号已更换',
  confirmRequired: '请输入密码或短信验证码',
  deleted: '账号已注销',
} as const;

/** POST /client/mine/account/phone/captcha. */
export const phoneCaptchaSchema = strictRequest({
  telephone: phoneField(Messages.phoneRequired, Messages.phoneInvalid),
});

/** POST /client/mine/account/phone. */
export const changePhoneSchema = strictRequest({
  telephone: phoneField(Messages.phoneRequired, Messages.phoneInvalid),
  captcha: captchaField(),
});

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** POST /client/mine/account/delete: a password digest or a 6-digit SMS code, at least one. */
export const deleteAccountSchema = strictRequest({
  password: z.preprocess(blank, passwordDigestField(Messages.passwordRequired).optional()),
  captcha: z.preprocess(blank, captchaField().optional()),
}).refine((v) => v.password !== undefined || v.captcha !== undefined, {
  error: SecurityMessages.confirmRequired,
});
