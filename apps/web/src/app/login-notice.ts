/**
 * A guest opening a detail that needs login (not on spec §4's public list) is told so where
 * they clicked, and logs in from the dialog, instead of landing on /login without a word.
 */
import { Modal } from 'antd';
import { appNavigate } from './navigation.ts';
import { loginHref } from './paths.ts';
import { ROUTES } from './routes.ts';

export const loginNoticeText = (title: string) => `登录后即可查看${title}。`;

export function askToLogin(title: string, href: string): void {
  Modal.confirm({
    title: '需要登录',
    content: loginNoticeText(title),
    okText: '登录',
    cancelText: '取消',
    onOk: () => appNavigate(loginHref(1, href)),
  });
}

/** The title of the page a redirect leads to (its path without the query), if it is one of ours. */
export function titleOfPath(target: string | null): string | null {
  if (!target?.startsWith('/')) return null;
  const path = target.split(/[?#]/)[0];
  for (const route of ROUTES.values()) if (route.path === path) return route.meta.title;
  return null;
}
