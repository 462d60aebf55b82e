import { useSession } from '@portal/client/session';
import { Link } from 'react-router';
import { openExternal } from '../../components/layout/open-external.ts';
import { logout } from '../../features/account/index.ts';
import { useSiteSettings } from '../../features/content/api/get-site-settings.ts';
import { getHref, loginHref } from '../paths.ts';
import { getRoute, ROUTES } from '../routes.ts';

/** The sub-site's menu: its list screens, in table order (details are reached from lists). */
export const COUPON_MENU = getRoute('Coupon')
  .children.map((name) => ROUTES.get(name))
  .filter((route) => route !== undefined && !route.name.endsWith('Detail'))
  .map((route) => ({
    name: route!.name,
    path: route!.path,
    label: route!.name === 'CouponHome' ? '首页' : route!.meta.title,
  }));

/**
 * The three login entries of spec §1 (enterprise → portal login coming back here; institution →
 * the merchant site; admin → the console), or who is logged in with 个人中心 and 退出.
 */
export function CouponAccount({ here, className }: { here: string; className: string }) {
  const { token, user } = useSession();
  const { data: settings } = useSiteSettings();
  if (token) {
    return (
      <div className={className} data-testid="coupon-account">
        <span className="pt-coupon__hello">您好，{user?.username ?? '会员'}</span>
        <Link to={getHref('UserInfo')} className="pt-coupon__login is-primary">
          个人中心
        </Link>
        <button type="button" className="pt-coupon__login" onClick={() => void logout()}>
          退出
        </button>
      </div>
    );
  }
  return (
    <div className={className} data-testid="coupon-logins">
      <Link to={loginHref(1, here)} className="pt-coupon__login is-primary">
        企业登录
      </Link>
      <button
        type="button"
        className="pt-coupon__login"
        onClick={() => openExternal(settings?.merchantJoinUrl)}
      >
        机构登录
      </button>
      <button
        type="button"
        className="pt-coupon__login"
        onClick={() => openExternal(settings?.adminUrl)}
      >
        管理员登录
      </button>
    </div>
  );
}
