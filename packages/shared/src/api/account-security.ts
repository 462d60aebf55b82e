import { z } from 'zod';
import type { changePhoneSchema, deleteAccountSchema } from '../validation/account-security.ts';

/** 账号安全 (/UserInfo/Security; added, member only): phone, login history, account deletion. */
export const SecurityPaths = {
  /** POST {telephone}: sends a code (purpose 5) to the NEW phone; 409 if another account has it. */
  phoneCaptcha: '/client/mine/account/phone/captcha',
  /** POST {telephone, captcha} → {telephone} (masked): the account's phone becomes the new one. */
  changePhone: '/client/mine/account/phone',
  /** GET ?pageNum&pageSize → Page<LoginRecord>: the member's own logins, newest first. */
  loginHistory: '/client/mine/account/login/page',
  /** POST: sends a code (purpose 6) to the member's own phone to confirm deleting the account. */
  deleteCaptcha: '/client/mine/account/delete/captcha',
} as const;

export type ChangePhoneRequest = z.output<typeof changePhoneSchema>;

/** One login attempt on the member's account (from the audit log). */
export const loginRecordSchema = z.object({
  id: z.number(),
  /** yyyy-MM-dd HH:mm:ss */
  time: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  /** e.g. Chrome · Windows; 未知设备 when the agent says nothing usable. */
  device: z.string(),
  success: z.boolean(),
  /** 账号密码 / 短信验证码, or — when unknown. */
  method: z.string(),
  /** Why it failed (密码错误, 账号已锁定…); null on success. */
  failure: z.string().nullable(),
});
export type LoginRecord = z.infer<typeof loginRecordSchema>;

/** POST /client/mine/account/delete: the password digest, or an SMS code sent to the own phone. */
export type DeleteAccountRequest = z.output<typeof deleteAccountSchema>;
