import { message } from 'antd';

/** Opens a configured address in a new window; says so when none is configured. */
export function openExternal(url: string | null | undefined, missingText = '该链接暂未配置') {
  if (!url) {
    void message.warning(missingText);
    return null;
  }
  return window.open(url, '_blank', 'noopener,noreferrer');
}
