/**
 * SMS code purposes: the type of send/captcha (spec §7) — 1, 2, 3 — and 4 for the home page's
 * loan and financing dialogs (home/phone/captcha; added, the spec gives it no number).
 */
export const CAPTCHA_PURPOSES = {
  1: '登录',
  2: '注册',
  3: '找回密码',
  4: '金融申请',
  5: '更换手机号',
  6: '注销账号',
} as const;

export type CaptchaPurposeValue = keyof typeof CAPTCHA_PURPOSES;

/** Purpose of the codes sent by home/phone/captcha and checked by the loan and financing forms. */
export const FINANCE_CAPTCHA_PURPOSE = 4 satisfies CaptchaPurposeValue;

/** Codes sent to the NEW phone of a member changing it (账号安全; added). */
export const CHANGE_PHONE_CAPTCHA_PURPOSE = 5 satisfies CaptchaPurposeValue;

/** Codes sent to a member's own phone to confirm deleting the account (added). */
export const DELETE_ACCOUNT_CAPTCHA_PURPOSE = 6 satisfies CaptchaPurposeValue;
