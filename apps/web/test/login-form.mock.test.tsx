import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  LoginForm,
  PUZZLE_ALTERNATIVE_NOTICE,
  SWITCHED_TO_SMS_NOTICE,
} from '../src/features/account/components/login-form.tsx';

vi.mock('@portal/client/slide-api', () => ({
  getSlideChallenge: () =>
    Promise.resolve({
      challengeId: '00000000-0000-4000-8000-000000000000',
      width: 460,
      height: 180,
      background: 'data:image/png;base64,',
      piece: 'data:image/png;base64,',
      pieceWidth: 65,
    }),
  verifySlide: vi.fn(),
}));

describe('account login', () => {
  // antd's first render in jsdom takes seconds on a busy machine: a generous timeout.
  it('offers SMS login next to the slide puzzle for whoever cannot drag it', async () => {
    render(<LoginForm redirect={null} />);
    fireEvent.change(screen.getByPlaceholderText('请输入账号'), { target: { value: 'member01' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'abc123!x' } });
    const form = screen.getByTestId('account-login');
    fireEvent.click(form.querySelector('button[type="submit"]')!);
    const switchLink = await screen.findByText('使用短信验证码登录', {}, { timeout: 20_000 });
    expect(screen.getByTestId('slide-puzzle')).toBeInTheDocument();
    // Announced outside the dialog, in a live region that was there before the text came.
    const announcement = screen.getByTestId('login-announcement');
    expect(announcement).toHaveAttribute('role', 'status');
    expect(announcement).toHaveTextContent(PUZZLE_ALTERNATIVE_NOTICE);
    fireEvent.click(switchLink);
    await waitFor(() => expect(screen.getByPlaceholderText('请输入手机号')).toBeVisible());
    expect(announcement).toHaveTextContent(SWITCHED_TO_SMS_NOTICE);
    await waitFor(() => expect(screen.getByPlaceholderText('请输入手机号')).toHaveFocus());
    expect(screen.getByText('手机登录').closest('[role="tab"]')).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }, 60_000);
});
