/** The real UI behind the request layer: antd message, a lazily loaded confirm, the router. */

import { setRequestUi } from '@portal/client/request';
import { message } from 'antd';
import { createElement, type MouseEvent } from 'react';
import { setDialogState } from '../features/account/dialog-store.ts';
import { appNavigate } from './navigation.ts';

/** Long enough to read 请登录 before the page reloads. */
const RELOAD_DELAY_MS = 1200;

export function installRequestUi(): void {
  setRequestUi({
    error: (content, seconds) => {
      void message.error(content, seconds);
    },
    confirmRelogin: () => import('../lib/relogin-confirm.ts').then((m) => m.confirmRelogin()),
    reload: () => {
      setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    },
    goToLogin: () => appNavigate('/login'),
    forcePasswordChange: () => setDialogState({ open: 'changePassword', forced: true }),
    // The message names /Auth; the link takes the member there (issue 26).
    notCertified: (content, seconds) => {
      const text = content.replace(/（[^）]*\/Auth）/, '');
      void message.error(
        createElement(
          'span',
          { 'data-testid': 'not-certified' },
          `${text} `,
          createElement(
            'a',
            {
              href: '/Auth',
              onClick: (e: MouseEvent) => {
                e.preventDefault();
                appNavigate('/Auth');
              },
            },
            content.includes('审核中') ? '查看认证进度' : '去实名认证',
          ),
        ),
        seconds,
      );
    },
  });
}
