/**
 * The 60-second resend countdowns of spec §9, one per captcha purpose (login, register, forgot,
 * and 4: the home page's loan and financing dialogs), kept outside the forms so switching
 * between modes or closing a dialog does not reset them.
 */
import { CAPTCHA_RESEND_SECONDS } from '@portal/shared/constants';
import { useEffect, useState } from 'react';

/** 5: a member's new phone (账号安全); 6: confirming the account's deletion. */
export type CaptchaPurpose = 1 | 2 | 3 | 4 | 5 | 6;

const endsAt: Record<CaptchaPurpose, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 };

export function startCountdown(purpose: CaptchaPurpose, now: number = Date.now()): void {
  endsAt[purpose] = now + CAPTCHA_RESEND_SECONDS * 1000;
}

export function secondsLeft(purpose: CaptchaPurpose, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((endsAt[purpose] - now) / 1000));
}

export function useCountdown(purpose: CaptchaPurpose): { left: number; start: () => void } {
  const [left, setLeft] = useState(() => secondsLeft(purpose));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setLeft(secondsLeft(purpose)), 250);
    return () => clearInterval(timer);
  }, [left, purpose]);
  return {
    left,
    start: () => {
      startCountdown(purpose);
      setLeft(secondsLeft(purpose));
    },
  };
}
