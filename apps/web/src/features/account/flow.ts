/**
 * The account journeys of spec §4: what happens after login and registration, logout, and the
 * collect-without-token return. Failed calls are only logged here (spec §8): the request layer
 * has already shown the message.
 */

import {
  clearSession,
  getUrlRecord,
  setToken,
  setUrlRecord,
  setUserInfo,
} from '@portal/client/auth-storage';
import type { AuthInfo, LoginResult } from '@portal/shared/api/index';
import { Messages } from '@portal/shared/validation/messages';
import { message } from 'antd';
import { appNavigate } from '../../app/navigation.ts';
import { getHref, loginHref } from '../../app/paths.ts';
import { queryClient } from '../../lib/query-client.ts';
import { getAuthInfo } from './api/get-auth-info.ts';
import { logout as logoutCall } from './api/logout.ts';
import { closeDialogs, setDialogState } from './dialog-store.ts';

/** Only same-site paths are followed, so a crafted ?redirect= cannot send users elsewhere. */
export function safeRedirect(redirect: string | null | undefined): string {
  if (!redirect?.startsWith('/') || redirect.startsWith('//')) return '/';
  if (redirect.startsWith('/login')) return '/';
  return redirect;
}

export function storeSession(result: LoginResult): void {
  setToken(result.token);
  setUserInfo({
    username: result.username,
    telephone: result.telephone,
    token: result.token,
    needChangePassword: result.needChangePassword,
  });
  queryClient.removeQueries({ queryKey: ['account'] });
}

/** The last step: 登录成功 and back to where the user wanted to go. */
export function finishLogin(redirect: string, needChangePassword: boolean): void {
  if (needChangePassword) {
    setDialogState({ open: 'changePassword', forced: true });
    return;
  }
  closeDialogs();
  void message.success(Messages.loginSuccess);
  appNavigate(safeRedirect(redirect), { replace: true });
}

/** What comes after the auth info is known (spec §4 "Login flow"), in the spec's order. */
export function decideAfterLogin(
  auth: Pick<AuthInfo, 'authType' | 'verifyStatus'> | null,
  needChangePassword: boolean,
): 'certify-dialog' | 'auth-page' | 'change-password' | 'done' {
  if (auth && auth.authType === 0) return 'certify-dialog';
  if (auth && auth.verifyStatus !== 2) return 'auth-page';
  if (needChangePassword) return 'change-password';
  return 'done';
}

export async function completeLogin(result: LoginResult, redirect: string | null): Promise<void> {
  storeSession(result);
  const target = safeRedirect(redirect ?? getUrlRecord());
  let auth: AuthInfo | null = null;
  try {
    auth = await getAuthInfo();
    queryClient.setQueryData(['account', 'auth-info', result.token], auth);
  } catch (error) {
    console.error(error);
  }
  const next = decideAfterLogin(auth, result.needChangePassword);
  if (next === 'certify-dialog') {
    setDialogState({
      open: 'certify',
      source: 'login',
      redirect: target,
      needChangePassword: result.needChangePassword,
    });
  } else if (next === 'auth-page' && auth) {
    // Spec §4 sends an uncertified member to /Auth; the login itself did succeed, and /Auth
    // offers the way on to the page that was asked for (issue #26).
    closeDialogs();
    void message.success(Messages.loginSuccess);
    appNavigate(
      getHref('Auth', {
        query: {
          authType: auth.authType,
          verifyStatus: auth.verifyStatus,
          telephone: result.telephone,
          redirect: target === '/' ? undefined : target,
        },
      }),
      { replace: true },
    );
  } else {
    finishLogin(target, result.needChangePassword);
  }
}

/** Registration success: keep the session, then ask for certification (spec §4). */
export function completeRegister(result: LoginResult): void {
  storeSession(result);
  setDialogState({ open: 'certify', source: 'register', redirect: '/', needChangePassword: false });
}

export async function logout(): Promise<void> {
  try {
    await logoutCall();
  } catch (error) {
    console.error(error);
  }
  clearSession();
  queryClient.removeQueries({ queryKey: ['account'] });
  closeDialogs();
  appNavigate('/');
}

/** After a password change every session has ended: log in again. */
export function afterPasswordChanged(): void {
  void message.success(Messages.passwordChanged);
  clearSession();
  queryClient.removeQueries({ queryKey: ['account'] });
  closeDialogs();
  appNavigate(loginHref(1));
}

/**
 * After the member deleted the account: the session is gone; back to the home page. Callers on
 * a member screen navigate away first, or its login guard would send them to /login.
 */
export function afterAccountDeleted(text: string): void {
  void message.success(text);
  clearSession();
  queryClient.clear();
  closeDialogs();
  appNavigate('/');
}

/** Collect/follow without a token (spec §4): remember where we are, log in, come back. */
export function requireLogin(returnPath: string): void {
  setUrlRecord(returnPath);
  appNavigate(loginHref(1, returnPath));
}
