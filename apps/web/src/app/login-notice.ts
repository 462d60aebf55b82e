/**
 * A guest opening a detail that needs login (not on spec §4's public list) is told so where
 * they clicked, and logs in from the dialog, instead of landing on /login without a word.
 */
import { loadChunk } from '../lib/chunk.ts';
import { appNavigate } from './navigation.ts';
import { loginHref } from './paths.ts';
import { ROUTES } from './routes.ts';

export const loginNoticeText = (title: string) => `登录后即可查看${title}。`;

/**
 * antd Modal loads on the first such click, so the lists linking to these details (ItemLink)
 * do not carry it; if it cannot load, the guest goes to the login page.
 */
export function askToLogin(title: string, href: string): void {
  const login = () => appNavigate(loginHref(1, href));
  loadChunk(() => import('./login-dialog.ts')).then(
    ({ confirmLogin }) => confirmLogin(loginNoticeText(title), login),
    login,
  );
}

/** The title of the page a redirect leads to (its path without the query), if it is one of ours. */
export function titleOfPath(target: string | null): string | null {
  if (!target?.startsWith('/')) return null;
  const path = target.split(/[?#]/)[0];
  for (const route of ROUTES.values()) if (route.path === path) return route.meta.title;
  return null;
}
