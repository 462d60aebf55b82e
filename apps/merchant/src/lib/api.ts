/**
 * The workspace's request layer: the portal's own (@portal/client: envelope, error catalogue,
 * the member token), with the workspace's navigation: -401 and relogin go to /merchant/login.
 */
import { setRequestUi } from '@portal/client/request';
import { Modal, message } from 'antd';

export const MERCHANT_BASE = '/merchant';

export function toLogin(): void {
  if (!window.location.pathname.startsWith(`${MERCHANT_BASE}/login`)) {
    const back = window.location.pathname + window.location.search;
    window.location.assign(`${MERCHANT_BASE}/login?redirect=${encodeURIComponent(back)}`);
  }
}

setRequestUi({
  error: (content, seconds) => {
    void message.error(content, seconds);
  },
  confirmRelogin: () =>
    new Promise((resolve) => {
      Modal.confirm({
        title: '登录状态已失效',
        content: '您的登录状态已失效，请重新登录。',
        okText: '重新登录',
        cancelText: '取消',
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    }),
  reload: toLogin,
  goToLogin: toLogin,
});

export { api } from '@portal/client/request';
