import { DownOutlined } from '@ant-design/icons';
import type { NavItem } from '@portal/shared/api/index';
import { Link } from 'react-router';
import type { ResolvedRoute } from '../../app/route-types.ts';
import { ROUTES, routeChain } from '../../app/routes.ts';
import { useCurrentRoute } from '../../app/use-current-route.ts';
import { useNavItems } from '../../features/content/api/get-nav-items.ts';

interface NavTarget {
  href: string;
  external: boolean;
}

/** clickType 1 → the route named routerName (or the tableRoute path); 2 → linkUrl, new window. */
export function navTarget(item: NavItem): NavTarget | null {
  if (item.clickType === 2) return item.linkUrl ? { href: item.linkUrl, external: true } : null;
  const route = item.routerName ? ROUTES.get(item.routerName) : undefined;
  if (route) return { href: route.path, external: false };
  if (item.tableRoute) {
    const path = item.tableRoute.startsWith('/') ? item.tableRoute : `/${item.tableRoute}`;
    return { href: path, external: false };
  }
  return null;
}

const firstSegment = (path: string) => path.split(/[/?#]/).find(Boolean) ?? '';

/** Highlighted when it names the route's nav meta or an ancestor, or shares its first segment. */
export function isNavActive(item: NavItem, route: ResolvedRoute | null): boolean {
  if (!route) return false;
  const names = new Set([route.meta.nav, ...routeChain(route.name).map((r) => r.name)]);
  if (item.routerName && names.has(item.routerName)) return true;
  const target = navTarget(item);
  if (target && !target.external) {
    if (target.href === '/') return route.meta.nav === 'Index';
    const segment = firstSegment(target.href);
    if (segment && segment === firstSegment(route.path)) return true;
  }
  return item.children.some((child) => isNavActive(child, route));
}

export function NavLink({ item, className }: { item: NavItem; className: string }) {
  const target = navTarget(item);
  if (!target) return <span className={className}>{item.name}</span>;
  if (target.external) {
    return (
      <a className={className} href={target.href} target="_blank" rel="noopener noreferrer">
        {item.name}
      </a>
    );
  }
  return (
    <Link className={className} to={target.href}>
      {item.name}
    </Link>
  );
}

/** The main menu (spec §1, §3 nav item), children as a hover dropdown. */
export function NavBar() {
  const { data: items } = useNavItems();
  const route = useCurrentRoute();
  return (
    <nav className="pt-nav" aria-label="主导航">
      <ul className="pt-content pt-nav__list">
        {(items ?? []).map((item) => {
          const active = isNavActive(item, route);
          return (
            <li
              key={item.id}
              className={`pt-nav__item${active ? ' is-active' : ''}${item.children.length ? ' has-children' : ''}`}
            >
              <NavLink item={item} className="pt-nav__link" />
              {item.children.length > 0 && (
                <>
                  <DownOutlined className="pt-nav__caret" />
                  <ul className="pt-nav__dropdown">
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <NavLink item={child} className="pt-nav__sublink" />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
