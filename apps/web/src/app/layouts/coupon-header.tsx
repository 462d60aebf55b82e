import { ReadingAidsControls } from '@portal/client/reading-aids-controls';
import { Link } from 'react-router';
import { LogoMark } from '../../components/layout/logo.tsx';
import { useSiteName } from '../../features/content/api/get-site-settings.ts';
import { getHref } from '../paths.ts';
import { routeChain } from '../routes.ts';
import { useCurrentRoute } from '../use-current-route.ts';
import { COUPON_MENU, CouponAccount } from './coupon-account.tsx';
import { CouponMenu } from './coupon-menu.tsx';

/** The voucher sub-site's own header: brand, account entries, its menu (a drawer on phones). */
export function CouponHeader({ here }: { here: string }) {
  const route = useCurrentRoute();
  const siteName = useSiteName();
  const chain = new Set(route ? routeChain(route.name).map((r) => r.name) : []);
  return (
    <header className="pt-coupon__header">
      <div className="pt-content pt-coupon__bar">
        <Link to={getHref('CouponHome')} className="pt-coupon__brand">
          <LogoMark size={48} decorative />
          <span>
            <span className="pt-coupon__name">创新券服务平台</span>
            <span className="pt-coupon__sub" data-testid="coupon-site-name">
              {siteName}
            </span>
          </span>
        </Link>
        <ReadingAidsControls className="pt-coupon__aids" />
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
