/**
 * React Router objects derived from the route table. Absolute children ('/RequirementDetail'
 * under Requirement) are placed beside their layout's other routes, because React Router
 * nests only relative paths; their logical parent stays in the table for breadcrumbs.
 */
import { Outlet, type RouteObject, redirect } from 'react-router';
import { loadChunk } from '../lib/chunk.ts';
import { guardLoader, guardShouldRevalidate } from './guard.ts';
import { RootShell } from './root-shell.tsx';
import { RouteErrorView } from './route-error.tsx';
import type { LayoutKind, PageLoader, RouteSpec } from './route-types.ts';
import { getRoute, ROUTE_TABLE, type RouteName } from './routes.ts';

export interface RouteHandle {
  /** Name of the table entry this match belongs to. */
  name: string;
}

const placeholderPage: PageLoader = () => import('../pages/common/placeholder-page.tsx');
const notFoundPage: PageLoader = () => import('../pages/common/not-found-page.tsx');

const LAYOUTS: Record<LayoutKind, PageLoader | null> = {
  main: () => import('./layouts/main-layout.tsx'),
  coupon: () => import('./layouts/coupon-layout.tsx'),
  blank: null,
};

function lazyPage(loader: PageLoader) {
  return async () => {
    const module = await loadChunk(loader);
    return { Component: module.Component };
  };
}

function pageRoute(spec: RouteSpec): Omit<RouteObject, 'path' | 'index' | 'children'> {
  if (spec.redirect) {
    const to = getRoute(spec.redirect as RouteName).path;
    return { loader: ({ request }) => redirect(`${to}${new URL(request.url).search}`) };
  }
  return { lazy: lazyPage(spec.page ?? placeholderPage), ErrorBoundary: RouteErrorView };
}

/** One table entry → its route object, plus its absolute descendants to place at layout level. */
function build(spec: RouteSpec, hoisted: RouteObject[]): RouteObject {
  const handle: RouteHandle = { name: spec.name };
  const children = spec.children ?? [];
  const nested: RouteObject[] = [];
  for (const child of children) {
    const object = build(child, hoisted);
    if (child.path.startsWith('/')) hoisted.push(object);
    else nested.push(object);
  }
  const path = spec.path;
  if (nested.length === 0) {
    return { id: spec.name, path, handle, ...pageRoute(spec) };
  }
  const shell = spec.shell;
  return {
    id: spec.name,
    path,
    handle,
    ...(shell ? { lazy: lazyPage(shell), ErrorBoundary: RouteErrorView } : { Component: Outlet }),
    children: [{ id: `${spec.name}:index`, index: true, handle, ...pageRoute(spec) }, ...nested],
  };
}

export function buildRouteObjects(): RouteObject[] {
  const byLayout: Record<LayoutKind, RouteObject[]> = { main: [], coupon: [], blank: [] };
  for (const spec of ROUTE_TABLE as readonly RouteSpec[]) {
    const hoisted: RouteObject[] = [];
    const object = build(spec, hoisted);
    byLayout[spec.layout ?? 'main'].push(object, ...hoisted);
  }
  byLayout.main.push({
    id: 'NotFound',
    path: '*',
    lazy: lazyPage(notFoundPage),
    ErrorBoundary: RouteErrorView,
  });
  const layoutRoutes: RouteObject[] = (Object.keys(byLayout) as LayoutKind[]).map((kind) => {
    const layout = LAYOUTS[kind];
    return {
      id: `layout:${kind}`,
      ...(layout ? { lazy: lazyPage(layout) } : { Component: Outlet }),
      ErrorBoundary: RouteErrorView,
      children: byLayout[kind],
    };
  });
  return [
    {
      id: 'root',
      loader: guardLoader,
      shouldRevalidate: guardShouldRevalidate,
      Component: RootShell,
      ErrorBoundary: RouteErrorView,
      HydrateFallback: BootFallback,
      children: layoutRoutes,
    },
  ];
}

function BootFallback() {
  return <div className="pt-boot" />;
}
