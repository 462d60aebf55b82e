import { MenuOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';

// antd's Drawer loads on the first tap only: desktop visitors never download it.
const PhoneMenuDrawer = lazy(() => import('./phone-menu-drawer.tsx'));

/**
 * The header's menu button below 1240 px (styles/breakpoints.ts): the main nav (and on phones
 * the account links) in a drawer.
 */
export function PhoneMenu() {
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="pt-narrow-only pt-menu-button"
        aria-label="菜单"
        aria-expanded={open}
        data-testid="phone-menu-button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <MenuOutlined />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <PhoneMenuDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
