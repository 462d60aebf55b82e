import { UserOutlined } from '@ant-design/icons';
import { useSession } from '@portal/client/session';
import { maskPhone } from '@portal/shared/format';
import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { getRoute, ROUTES, routeChain } from '../../app/routes.ts';
import { useCurrentRoute } from '../../app/use-current-route.ts';
import { openChangePassword } from '../../features/account/dialog-store.ts';
import { requireLogin } from '../../features/account/flow.ts';
import './user-center.css';

const MENU = getRoute('UserInfo').children.map((name) => ROUTES.get(name));

/**
 * The personal centre. /UserInfo is on spec §4's public list, so the guard lets guests through;
 * its screens are a member's own data, so a guest is sent to log in and brought back here.
 */
export function Component() {
  const { token, user } = useSession();
  const location = useLocation();
  const route = useCurrentRoute();
  const here = `${location.pathname}${location.search}`;
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!token) requireLogin(here);
  }, [token, here]);

  const active = new Set(route ? routeChain(route.name).map((r) => r.name) : []);
  const activeTab = MENU.find((item) => item && active.has(item.name))?.name;

  // On phones the menu is a row that scrolls sideways: bring the active tab into view.
  useEffect(() => {
    const row = nav.current;
    const link = activeTab ? row?.querySelector<HTMLElement>(`[data-tab="${activeTab}"]`) : null;
    if (!row || !link || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = link.offsetLeft - (row.clientWidth - link.offsetWidth) / 2;
  }, [activeTab]);

  if (!token) return null;
  return (
    <div className="pt-ucenter">
      <aside className="pt-ucenter__side pt-card">
        <div className="pt-ucenter__user">
          <span className="pt-ucenter__avatar">
            <UserOutlined />
          </span>
          <strong>{user?.username}</strong>
          <span className="pt-ucenter__phone">{maskPhone(user?.telephone)}</span>
          <button
            type="button"
            className="pt-link-button pt-ucenter__pwd"
            onClick={openChangePassword}
          >
            修改密码
          </button>
        </div>
        <nav aria-label="个人中心" ref={nav}>
          {MENU.map((item) =>
            item ? (
              <Link
                key={item.name}
                to={item.path}
                data-tab={item.name}
                className={`pt-ucenter__link${active.has(item.name) ? ' is-active' : ''}`}
              >
                {item.meta.title}
              </Link>
            ) : null,
          )}
        </nav>
      </aside>
      <section className="pt-ucenter__main">
        <Outlet />
      </section>
    </div>
  );
}
