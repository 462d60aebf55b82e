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
  // The password change lives on the portal; the server refuses everything else until then.
  forcePasswordChange: () => {
    void message.warning('请先在科技成果转化服务平台修改密码，再使用商户工作台');
    window.location.assign('/');
  },
});

export { api } from '@portal/client/request';
