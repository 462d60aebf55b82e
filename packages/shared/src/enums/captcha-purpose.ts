/** SMS code purposes, the type of send/captcha (spec §7). */
export const CAPTCHA_PURPOSES = { 1: '登录', 2: '注册', 3: '找回密码' } as const;

export type CaptchaPurposeValue = keyof typeof CAPTCHA_PURPOSES;
