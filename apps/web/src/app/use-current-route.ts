import { useMatches, useSearchParams } from 'react-router';
import type { ResolvedRoute, RouteHandle } from './route-types.ts';
import { ROUTES, routeChain, titleOf } from './routes.ts';

/** The table entry of the deepest matched route (null on the not-found page). */
export function useCurrentRoute(): ResolvedRoute | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.name) return ROUTES.get(handle.name) ?? null;
  }
  return null;
}

export interface Crumb {
  name: string;
  title: string;
  path: string;
  /** Redirecting and the current route are not links. */
  link: boolean;
}

/** The breadcrumb trail: the current route and its logical ancestors, titles from the table. */
export function useRouteTrail(): Crumb[] {
  const route = useCurrentRoute();
  const [query] = useSearchParams();
  if (!route) return [];
  const chain = routeChain(route.name);
  return chain.map((item, index) => ({
    name: item.name,
    title: titleOf(item, query),
    path: item.path,
    link: index < chain.length - 1 && !item.spec.redirect,
  }));
}
