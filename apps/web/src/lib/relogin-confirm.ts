/** The 50008/50012/50014 dialog of spec §8; loaded only when needed (Modal is heavy). */
import { Modal } from 'antd';

export const RELOGIN_DIALOG = {
  title: '确定登出',
  content: '您已登出，可以取消继续留在该页面，或者重新登录',
  okText: '重新登录',
  cancelText: '取消',
} as const;

let open: Promise<boolean> | null = null;

/** Several calls failing at once share one dialog. */
export function confirmRelogin(): Promise<boolean> {
  open ??= new Promise<boolean>((resolve) => {
    Modal.confirm({
      ...RELOGIN_DIALOG,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  }).finally(() => {
    open = null;
  });
  return open;
}
