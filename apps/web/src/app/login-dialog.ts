/** The 需要登录 dialog of login-notice.ts, in its own chunk with antd Modal. */
import { Modal } from 'antd';

export function confirmLogin(content: string, onOk: () => void): void {
  Modal.confirm({ title: '需要登录', content, okText: '登录', cancelText: '取消', onOk });
}
