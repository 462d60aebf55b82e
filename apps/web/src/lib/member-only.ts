import { getToken } from '@portal/client/auth-storage';
import { Messages } from '@portal/shared/validation/messages';
import { message } from 'antd';

/**
 * Sending a demand without a token shows 请登录 and sends nothing (spec §6); the visitor stays
 * where they are, with what they typed.
 */
export function ensureMember(): boolean {
  if (getToken()) return true;
  void message.error(Messages.loginRequired);
  return false;
}
