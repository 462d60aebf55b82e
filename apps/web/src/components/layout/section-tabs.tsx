import { Link } from 'react-router';
import { ROUTES, routeChain } from '../../app/routes.ts';
import { useCurrentRoute } from '../../app/use-current-route.ts';

/**
 * The section's tab bar: shown when the current route or one of its ancestors has
 * meta.routerBar; the tabs are that route's routerBar siblings, in table order.
 */
export function SectionTabs() {
  const route = useCurrentRoute();
  if (!route) return null;
  const chain = routeChain(route.name);
  const tabbed = [...chain].reverse().find((item) => item.meta.routerBar);
  const parent = tabbed?.parent ? ROUTES.get(tabbed.parent) : undefined;
  if (!tabbed || !parent) return null;
  const tabs = parent.children
    .map((name) => ROUTES.get(name))
    .filter((item) => item?.meta.routerBar);
  return (
    <div className="pt-section-tabs pt-card">
      <h2 className="pt-section-tabs__title">{parent.meta.title}</h2>
      <nav className="pt-section-tabs__list" aria-label={parent.meta.title}>
        {tabs.map((tab) =>
          tab ? (
            <Link
              key={tab.name}
              to={tab.path}
              className={`pt-section-tabs__tab${tab.name === tabbed.name ? ' is-active' : ''}`}
            >
              {tab.meta.title}
            </Link>
          ) : null,
        )}
      </nav>
    </div>
  );
}
