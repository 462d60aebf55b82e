import { describe, expect, it } from 'vitest';
import { decideAfterLogin, safeRedirect } from '../src/features/account/flow.ts';

describe('after login (spec §4, in its order)', () => {
  it('authType 0 → the certification dialog', () => {
    expect(decideAfterLogin({ authType: 0, verifyStatus: 0 }, true)).toBe('certify-dialog');
  });
  it('verifyStatus not 2 → /Auth', () => {
    expect(decideAfterLogin({ authType: 2, verifyStatus: 1 }, false)).toBe('auth-page');
    expect(decideAfterLogin({ authType: 2, verifyStatus: 3 }, true)).toBe('auth-page');
  });
  it('certified with an old password → the forced change', () => {
    expect(decideAfterLogin({ authType: 2, verifyStatus: 2 }, true)).toBe('change-password');
  });
  it('certified → done (登录成功 and the redirect)', () => {
    expect(decideAfterLogin({ authType: 2, verifyStatus: 2 }, false)).toBe('done');
  });
});

describe('safeRedirect', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeRedirect('/UserInfo/MyCollect?page=2')).toBe('/UserInfo/MyCollect?page=2');
  });
  it('goes home for missing, foreign or login targets', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('https://evil.example/')).toBe('/');
    expect(safeRedirect('//evil.example/')).toBe('/');
    expect(safeRedirect('/login?mode=2')).toBe('/');
  });
});
