import { Link } from 'react-router';
import { MenuDrawer } from '../../components/layout/menu-drawer.tsx';
import { getHref } from '../paths.ts';
import { COUPON_MENU, CouponAccount } from './coupon-account.tsx';

/** The phone drawer of the voucher sub-site: account entries, then its menu. */
export default function CouponMenuDrawer({
  open,
  here,
  onClose,
}: {
  open: boolean;
  here: string;
  onClose: () => void;
}) {
  return (
    <MenuDrawer open={open} onClose={onClose} title="创新券服务平台" testId="coupon-menu-drawer">
      <CouponAccount here={here} className="pt-coupon__drawer-account" />
      <nav aria-label="创新券导航">
        <ul className="pt-phone-menu__list">
          {COUPON_MENU.map((item) => (
            <li key={item.name}>
              <Link to={item.path} className="pt-phone-menu__link">
                {item.label}
              </Link>
            </li>
          ))}
          <li>
            <Link to={getHref('CouponTake')} className="pt-phone-menu__link">
              申领创新券
            </Link>
          </li>
          <li>
            <Link to={getHref('Index')} className="pt-phone-menu__link">
              返回主站
            </Link>
          </li>
        </ul>
      </nav>
    </MenuDrawer>
  );
}
