import { lazy } from 'react';
import { MenuButton } from './menu-button.tsx';

const PhoneMenuDrawer = lazy(() => import('./phone-menu-drawer.tsx'));

/**
 * The header's menu button below 1240 px (styles/breakpoints.ts): the main nav (and on phones
 * the account links) in a drawer.
 */
export function PhoneMenu() {
  return (
    <MenuButton
      className="pt-narrow-only pt-menu-button"
      testId="phone-menu-button"
      drawer={(open, onClose) => <PhoneMenuDrawer open={open} onClose={onClose} />}
    />
  );
}
