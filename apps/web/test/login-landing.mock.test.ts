import { Messages } from '@portal/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const navigate = vi.fn();
const success = vi.fn();
const authInfo = vi.fn();
vi.mock('../src/app/navigation.ts', () => ({ appNavigate: navigate }));
vi.mock('../src/features/account/api/get-auth-info.ts', () => ({ getAuthInfo: authInfo }));
vi.mock('antd', async (original) => ({
  ...(await original<typeof import('antd')>()),
  message: { success },
}));

const { completeLogin } = await import('../src/features/account/flow.ts');

const result = {
  token: 't',
  username: 'member01',
  telephone: '13800000000',
  needChangePassword: false,
} as never;

beforeEach(() => {
  navigate.mockReset();
  success.mockReset();
});

/** Issue #26: login with ?redirect= says 登录成功 and leads on to the redirect. */
describe('where login lands', () => {
  it('certified: 登录成功 and the redirect', async () => {
    authInfo.mockResolvedValue({ authType: 2, verifyStatus: 2 });
    await completeLogin(result, '/CompetitiveDetail?id=3');
    expect(success).toHaveBeenCalledWith(Messages.loginSuccess);
    expect(navigate).toHaveBeenCalledWith('/CompetitiveDetail?id=3', { replace: true });
  });

  it('pending certification: 登录成功, /Auth (spec §4) carrying the redirect as the way on', async () => {
    authInfo.mockResolvedValue({ authType: 2, verifyStatus: 1 });
    await completeLogin(result, '/CompetitiveDetail?id=3');
    expect(success).toHaveBeenCalledWith(Messages.loginSuccess);
    const [to] = navigate.mock.calls[0]!;
    const url = new URL(to, 'http://x');
    expect(url.pathname).toBe('/Auth');
    expect(url.searchParams.get('verifyStatus')).toBe('1');
    expect(url.searchParams.get('redirect')).toBe('/CompetitiveDetail?id=3');
  });

  it('a foreign redirect is not carried to /Auth', async () => {
    authInfo.mockResolvedValue({ authType: 2, verifyStatus: 3 });
    await completeLogin(result, 'https://evil.example/');
    expect(new URL(navigate.mock.calls[0]![0], 'http://x').searchParams.has('redirect')).toBe(
      false,
    );
  });
});
