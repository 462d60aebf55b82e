import { Link } from 'react-router';
import { LogoMark } from '../../components/layout/logo.tsx';
import { openExternal } from '../../components/layout/open-external.ts';
import { logout } from '../../features/account/index.ts';
import { useSession } from '../../features/account/session.ts';
import { useSiteName, useSiteSettings } from '../../features/content/api/get-site-settings.ts';
import { getHref, loginHref } from '../paths.ts';
import { getRoute, ROUTES, routeChain } from '../routes.ts';
import { useCurrentRoute } from '../use-current-route.ts';
import { CouponMenu } from './coupon-menu.tsx';

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

/** The voucher sub-site's own header: brand, account entries, its menu (a drawer on phones). */
export function CouponHeader({ here }: { here: string }) {
  const route = useCurrentRoute();
  const siteName = useSiteName();
  const chain = new Set(route ? routeChain(route.name).map((r) => r.name) : []);
  return (
    <header className="pt-coupon__header">
      <div className="pt-content pt-coupon__bar">
        <Link
          to={getHref('CouponHome')}
          className="pt-coupon__brand"
          aria-label="创新券服务平台首页"
        >
          <LogoMark size={48} />
          <span>
            <span className="pt-coupon__name">创新券服务平台</span>
            <span className="pt-coupon__sub" data-testid="coupon-site-name">
              {siteName}
            </span>
          </span>
        </Link>
        <CouponAccount here={here} className="pt-coupon__logins" />
        <CouponMenu here={here} />
      </div>
      <nav className="pt-coupon__menu" aria-label="创新券导航">
        <div className="pt-content pt-coupon__menu-inner">
          {COUPON_MENU.map((item) => (
            <Link
              key={item.name}
              to={item.path}
              className={`pt-coupon__menu-item${chain.has(item.name) ? ' is-active' : ''}`}
              aria-current={chain.has(item.name) ? 'page' : undefined}
            >
              {item.label}
            </Link>
          ))}
          <Link to={getHref('Index')} className="pt-coupon__menu-item pt-coupon__back">
            返回主站
          </Link>
        </div>
      </nav>
    </header>
  );
}
