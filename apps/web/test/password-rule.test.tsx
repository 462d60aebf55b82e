import {
  changePasswordFormSchema,
  forgotFormSchema,
  Messages,
  PASSWORD_PATTERN,
  registerFormSchema,
} from '@portal/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ChangePasswordForm } from '../src/features/account/components/change-password-form.tsx';
import { ForgotForm } from '../src/features/account/components/forgot-form.tsx';
import { RegisterForm } from '../src/features/account/components/register-form.tsx';

/** Issue #26: one password rule, one text — registration, reset and the security page. */
const passwordIssues = (password: string) =>
  [
    registerFormSchema.safeParse({
      username: 'member01',
      telephone: '13800000000',
      captcha: '123456',
      password,
      accountType: 2,
      agree: true,
    }),
    forgotFormSchema.safeParse({
      username: 'member01',
      telephone: '13800000000',
      captcha: '123456',
      password,
    }),
    changePasswordFormSchema.safeParse({ oldPassword: 'old', newPassword: password }),
  ].map((r) => (r.success ? null : r.error.issues.map((i) => i.message).join()));

describe('the password rule', () => {
  it('treats a lowercase-only password the same everywhere: accepted', () => {
    expect(passwordIssues('abc123!x')).toEqual([null, null, null]);
    expect(PASSWORD_PATTERN.test('abc123!x')).toBe(true); // the console's forms
  });

  it('refuses a password without a lowercase letter everywhere, with the one message', () => {
    expect(passwordIssues('ABC123!X')).toEqual(Array(3).fill(Messages.passwordRule));
    expect(PASSWORD_PATTERN.test('ABC123!X')).toBe(false);
  });

  it('shows that same text as the hint on registration, reset and the security page', () => {
    for (const form of [
      <RegisterForm key="r" />,
      <ForgotForm key="f" onDone={() => {}} />,
      <ChangePasswordForm key="c" />,
    ]) {
      const { unmount } = render(<MemoryRouter>{form}</MemoryRouter>);
      expect(screen.getByText(Messages.passwordRule)).toBeInTheDocument();
      unmount();
    }
  }, 60_000);
});
