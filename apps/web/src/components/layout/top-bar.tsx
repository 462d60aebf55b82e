import { Link, useLocation } from 'react-router';
import { getHref, loginHref } from '../../app/paths.ts';
import { SITE_NAME } from '../../app/site.ts';
import { openChangePassword } from '../../features/account/dialog-store.ts';
import { logout } from '../../features/account/flow.ts';
import { useSession } from '../../features/account/session.ts';
import { useSiteSettings } from '../../features/content/api/get-site-settings.ts';
import { openExternal } from './open-external.ts';

/** The thin bar above the header (spec §1): greeting and account links. */
export function TopBar() {
  const { token, user } = useSession();
  const { data: settings } = useSiteSettings();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <div className="pt-topbar">
      <div className="pt-content pt-topbar__inner">
        <span className="pt-topbar__greeting">
          {token && user ? (
            <>
              您好，<strong data-testid="greeting-name">{user.username}</strong>
              <span className="pt-topbar__welcome">，欢迎访问{SITE_NAME}</span>
            </>
          ) : (
            `您好，欢迎访问${SITE_NAME}！`
          )}
        </span>
        <nav className="pt-topbar__links" aria-label="账号">
          {token ? (
            <>
              <Link to={getHref('HelpCenter')}>帮助中心</Link>
              <button
                type="button"
                className="pt-link-button"
                onClick={() => openExternal(settings?.merchantJoinUrl)}
              >
                商户入驻
              </button>
              <Link to={getHref('UserInfo')}>个人中心</Link>
              <button type="button" className="pt-link-button" onClick={openChangePassword}>
                修改密码
              </button>
              <button type="button" className="pt-link-button" onClick={() => void logout()}>
                退出
              </button>
            </>
          ) : (
            <>
              <Link to={loginHref(1, here === '/' ? null : here)} className="pt-topbar__strong">
                登录
              </Link>
              <Link to={loginHref(2)}>注册</Link>
              <Link to={getHref('HelpCenter')}>帮助中心</Link>
            </>
          )}
        </nav>
      </div>
    </div>
  );
}
