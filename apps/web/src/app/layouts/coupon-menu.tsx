import { MenuOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';

// antd's Drawer loads on the first tap only.
const CouponMenuDrawer = lazy(() => import('./coupon-menu-drawer.tsx'));

/** The sub-site's menu button below 768 px: its menu and the account entries in a drawer. */
export function CouponMenu({ here }: { here: string }) {
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="pt-coupon__menu-button"
        aria-label="菜单"
        aria-expanded={open}
        data-testid="coupon-menu-button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <MenuOutlined />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <CouponMenuDrawer open={open} here={here} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
