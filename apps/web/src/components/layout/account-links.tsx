import { useSession } from '@portal/client/session';
import { Link, useLocation } from 'react-router';
import { shellHref } from '../../app/interim-links.ts';
import { getHref, loginHref } from '../../app/paths.ts';
import { openChangePassword } from '../../features/account/dialog-store.ts';
import { logout } from '../../features/account/index.ts';
import { useSiteSettings } from '../../features/content/api/get-site-settings.ts';
import { badgeText, useUnreadCount } from '../../features/message/index.ts';
import { openExternal } from './open-external.ts';
import './unread-badge.css';

/**
 * The account links of spec §1 (logged in: help, merchant join, personal centre, change
 * password, logout; otherwise login, register, help), shared by the top bar and the phone menu.
 */
export function AccountLinks({ strongClassName }: { strongClassName?: string }) {
  const { token } = useSession();
  const { data: settings } = useSiteSettings();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  // Refreshed on each navigation (the location key); no request for a guest.
  const unread = useUnreadCount(token, location.key).data?.count ?? 0;
  if (token) {
    return (
      <>
        <Link to={shellHref('HelpCenter')}>帮助中心</Link>
        <button
          type="button"
          className="pt-link-button"
          onClick={() => openExternal(settings?.merchantJoinUrl)}
        >
          商户入驻
        </button>
        {unread > 0 ? (
          <Link
            to={getHref('MyNews')}
            aria-label={`个人中心，${unread}条未读消息`}
            data-testid="unread-badge-link"
          >
            个人中心
            <span className="pt-unread-badge" aria-hidden="true" data-testid="unread-badge">
              {badgeText(unread)}
            </span>
          </Link>
        ) : (
          <Link to={getHref('UserInfo')}>个人中心</Link>
        )}
        <button type="button" className="pt-link-button" onClick={openChangePassword}>
          修改密码
        </button>
        <button type="button" className="pt-link-button" onClick={() => void logout()}>
          退出
        </button>
      </>
    );
  }
  return (
    <>
      <Link to={loginHref(1, here === '/' ? null : here)} className={strongClassName}>
        登录
      </Link>
      <Link to={loginHref(2)}>注册</Link>
      <Link to={shellHref('HelpCenter')}>帮助中心</Link>
    </>
  );
}
