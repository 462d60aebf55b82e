import type { ComponentType } from 'react';

/** What a lazily loaded screen module exports (React Router `lazy` picks these up). */
export interface PageModule {
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
}

export type PageLoader = () => Promise<PageModule>;

/** Carried by every matched route object: the name of its table entry. */
export interface RouteHandle {
  name: string;
}

export type {
  LayoutKind,
  ResolvedRoute,
  RouteMeta,
  RouteSpec,
} from '@portal/shared/routes/types';
