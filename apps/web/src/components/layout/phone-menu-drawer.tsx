import { useSession } from '@portal/client/session';
import { useNavItems } from '../../features/content/api/get-nav-items.ts';
import { AccountLinks } from './account-links.tsx';
import { MenuDrawer } from './menu-drawer.tsx';
import { NavLink } from './nav-bar.tsx';

/** The phone menu: who is logged in, the account links, then the main nav with its children. */
export default function PhoneMenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: items } = useNavItems();
  const { token, user } = useSession();
  return (
    <MenuDrawer open={open} onClose={onClose} title="菜单">
      <p className="pt-phone-menu__greeting">
        {token && user ? `您好，${user.username}` : '您好，欢迎访问'}
      </p>
      <nav className="pt-phone-menu__account" aria-label="账号">
        <AccountLinks strongClassName="pt-phone-menu__strong" />
      </nav>
      <nav aria-label="主导航">
        <ul className="pt-phone-menu__list">
          {(items ?? []).map((item) => (
            <li key={item.id}>
              <NavLink item={item} className="pt-phone-menu__link" />
              {item.children.length > 0 && (
                <ul className="pt-phone-menu__sublist">
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <NavLink item={child} className="pt-phone-menu__sublink" />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </MenuDrawer>
  );
}
