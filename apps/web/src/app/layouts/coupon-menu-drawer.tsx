import { Drawer } from 'antd';
import { type MouseEvent, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { getHref } from '../paths.ts';
import { COUPON_MENU, CouponAccount } from './coupon-account.tsx';
import '../../components/layout/phone-menu.css';

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
  const location = useLocation();
  // A followed link changes the location: the menu has done its job.
  const shownAt = useRef(location.key);
  useEffect(() => {
    if (location.key !== shownAt.current) {
      shownAt.current = location.key;
      onClose();
    }
  }, [location.key, onClose]);

  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a, button')) onClose();
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size="min(320px, 86vw)"
      title="创新券服务平台"
      rootClassName="pt-phone-menu"
    >
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links and buttons inside take the keys */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only closes after a link's own action */}
      <div onClick={closeOnLink} data-testid="coupon-menu-drawer">
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
      </div>
    </Drawer>
  );
}
