/**
 * React Router objects derived from the route table. Absolute children ('/RequirementDetail'
 * under Requirement) are placed beside their layout's other routes, because React Router
 * nests only relative paths; their logical parent stays in the table for breadcrumbs.
 */
import { Outlet, type RouteObject, redirect } from 'react-router';
import { loadChunk } from '../lib/chunk.ts';
import { guardLoader, guardShouldRevalidate } from './guard.ts';
import {
  LAYOUT_LOADERS,
  NOT_FOUND_PAGE,
  PAGE_LOADERS,
  PLACEHOLDER_PAGE,
  SHELL_LOADERS,
} from './page-loaders.ts';
import { RootShell } from './root-shell.tsx';
import { RouteErrorView } from './route-error.tsx';
import type { LayoutKind, PageLoader, RouteHandle, RouteSpec } from './route-types.ts';
import { getRoute, ROUTE_TABLE, type RouteName } from './routes.ts';

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
  const page = PAGE_LOADERS[spec.name as RouteName] ?? PLACEHOLDER_PAGE;
  return { lazy: lazyPage(page), ErrorBoundary: RouteErrorView };
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
  const shell = SHELL_LOADERS[spec.name as RouteName];
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
    lazy: lazyPage(NOT_FOUND_PAGE),
    ErrorBoundary: RouteErrorView,
  });
  const layoutRoutes: RouteObject[] = (Object.keys(byLayout) as LayoutKind[]).map((kind) => {
    const layout = LAYOUT_LOADERS[kind];
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
