import { Link, useLocation } from 'react-router';
import { shellHref } from '../../app/interim-links.ts';
import { getHref, loginHref } from '../../app/paths.ts';
import { openChangePassword } from '../../features/account/dialog-store.ts';
import { logout } from '../../features/account/index.ts';
import { useSession } from '../../features/account/session.ts';
import { useSiteSettings } from '../../features/content/api/get-site-settings.ts';
import { openExternal } from './open-external.ts';

/**
 * The account links of spec §1 (logged in: help, merchant join, personal centre, change
 * password, logout; otherwise login, register, help), shared by the top bar and the phone menu.
 */
export function AccountLinks({ strongClassName }: { strongClassName?: string }) {
  const { token } = useSession();
  const { data: settings } = useSiteSettings();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
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
        <Link to={getHref('UserInfo')}>个人中心</Link>
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
