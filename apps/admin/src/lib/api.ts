/**
 * The console's request layer: the portal's own (envelope, error catalogue) with the operator
 * token and console navigation. -401 (not signed in, session idle 15 min) goes to the login.
 */

import { API_BASE, createRequest } from '@portal/client/request';
import { message } from 'antd';
import { clearSession, getAdminToken } from './session.ts';

export const ADMIN_BASE = '/admin';

function toLogin() {
  if (!window.location.pathname.startsWith(`${ADMIN_BASE}/login`)) {
    window.location.assign(`${ADMIN_BASE}/login`);
  }
}

export const api = createRequest({
  fetch: (...args) => globalThis.fetch(...args),
  ui: {
    error: (content, seconds) => {
      void message.error(content, seconds);
    },
    confirmRelogin: async () => true,
    reload: () => setTimeout(toLogin, 800),
    goToLogin: toLogin,
    // Members' forced change only: an operator's first change is the console's /password page.
    forcePasswordChange: () => {},
  },
  getToken: getAdminToken,
  clearSession,
  base: API_BASE,
});

/** A private file (certification material) as an object URL, for the review role. */
export async function openPrivateFile(path: string): Promise<void> {
  const blob = await api.requestBlob(path);
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Downloads a file the API answers (the audit CSV) with the operator token. */
export async function downloadFile(path: string, name: string): Promise<void> {
  const blob = await api.requestBlob(path);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
