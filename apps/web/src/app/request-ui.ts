/** The real UI behind the request layer: antd message, a lazily loaded confirm, the router. */

import { setRequestUi } from '@portal/client/request';
import { message } from 'antd';
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
  });
}
