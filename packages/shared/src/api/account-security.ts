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

export interface ChangePhoneRequest {
  telephone: string;
  captcha: string;
}

/** One login attempt on the member's account (from the audit log). */
export interface LoginRecord {
  id: number;
  /** yyyy-MM-dd HH:mm:ss */
  time: string;
  ip: string;
  userAgent: string;
  /** e.g. Chrome · Windows; 未知设备 when the agent says nothing usable. */
  device: string;
  success: boolean;
  /** 账号密码 / 短信验证码, or — when unknown. */
  method: string;
  /** Why it failed (密码错误, 账号已锁定…); null on success. */
  failure: string | null;
}

/** POST /client/mine/account/delete: the password digest, or an SMS code sent to the own phone. */
export interface DeleteAccountRequest {
  password?: string;
  captcha?: string;
}
