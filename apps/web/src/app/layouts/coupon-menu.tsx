import { lazy } from 'react';
import { MenuButton } from '../../components/layout/menu-button.tsx';

const CouponMenuDrawer = lazy(() => import('./coupon-menu-drawer.tsx'));

/** The sub-site's menu button below 768 px: its menu and the account entries in a drawer. */
export function CouponMenu({ here }: { here: string }) {
  return (
    <MenuButton
      className="pt-coupon__menu-button"
      testId="coupon-menu-button"
      drawer={(open, onClose) => <CouponMenuDrawer open={open} here={here} onClose={onClose} />}
    />
  );
}
