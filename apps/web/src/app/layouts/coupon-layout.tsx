import { Link, Outlet } from 'react-router';
import { AiEntry } from '../../components/layout/ai-entry.tsx';
import { ControlBar } from '../../components/layout/control-bar.tsx';
import { LogoMark } from '../../components/layout/logo.tsx';
import { openExternal } from '../../components/layout/open-external.ts';
import { PageBreadcrumb } from '../../components/layout/page-breadcrumb.tsx';
import { SiteFooter } from '../../components/layout/site-footer.tsx';
import { useSiteSettings } from '../../features/content/api/get-site-settings.ts';
import { getHref, loginHref } from '../paths.ts';
import { getRoute, ROUTES, routeChain } from '../routes.ts';
import { SITE_NAME } from '../site.ts';
import { useCurrentRoute } from '../use-current-route.ts';
import './layout.css';
import './coupon-layout.css';

/** The sub-site's menu: its list screens, in table order (details are reached from lists). */
const MENU = getRoute('Coupon')
  .children.map((name) => ROUTES.get(name))
  .filter((route) => route && !route.name.endsWith('Detail'));

/** The voucher sub-site's own header (spec §1): menu and the three login entries. */
export function Component() {
  const route = useCurrentRoute();
  const { data: settings } = useSiteSettings();
  const chain = new Set(route ? routeChain(route.name).map((r) => r.name) : []);
  const adminUrl = settings?.adminUrl;
  return (
    <div className="pt-app pt-coupon">
      <header className="pt-coupon__header">
        <div className="pt-content pt-coupon__bar">
          <Link to={getHref('CouponHome')} className="pt-coupon__brand">
            <LogoMark size={48} />
            <span>
              <span className="pt-coupon__name">创新券服务平台</span>
              <span className="pt-coupon__sub">{SITE_NAME}</span>
            </span>
          </Link>
          <div className="pt-coupon__logins">
            <Link to={loginHref(1, getHref('CouponHome'))} className="pt-coupon__login is-primary">
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
              onClick={() => openExternal(adminUrl)}
            >
              管理员登录
            </button>
          </div>
        </div>
        <nav className="pt-coupon__menu" aria-label="创新券导航">
          <div className="pt-content pt-coupon__menu-inner">
            <Link to={getHref('Index')} className="pt-coupon__menu-item">
              返回主站
            </Link>
            {MENU.map((item) =>
              item ? (
                <Link
                  key={item.name}
                  to={item.path}
                  className={`pt-coupon__menu-item${chain.has(item.name) ? ' is-active' : ''}`}
                >
                  {item.name === 'CouponHome' ? '首页' : item.meta.title}
                </Link>
              ) : null,
            )}
          </div>
        </nav>
      </header>
      <main className="pt-main">
        <div className="pt-content">
          {route?.meta.breadcrumb !== false && <PageBreadcrumb />}
          <Outlet />
        </div>
      </main>
      <SiteFooter />
      <ControlBar />
      <AiEntry />
    </div>
  );
}
