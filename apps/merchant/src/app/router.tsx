import type { RouteObject } from 'react-router';
import LoginPage from '../pages/login.tsx';
import { WorkspaceLayout } from './layout.tsx';

/**
 * The workspace's screens; everything but the login needs a member session. The login is in
 * the entry: a guest opening any page is sent there at the first render, and it then paints
 * without waiting for another chunk (issue 27).
 */
export const routeObjects: RouteObject[] = [
  { path: '/login', Component: LoginPage },
  {
    path: '/',
    Component: WorkspaceLayout,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../pages/home.tsx')).default }),
      },
      {
        path: 'apply',
        lazy: async () => ({ Component: (await import('../pages/apply.tsx')).default }),
      },
      {
        path: 'outcomes',
        lazy: async () => ({ Component: (await import('../pages/outcomes.tsx')).default }),
      },
      {
        path: 'outcomes/:id',
        lazy: async () => ({ Component: (await import('../pages/outcome-edit.tsx')).default }),
      },
      {
        path: 'products',
        lazy: async () => ({ Component: (await import('../pages/products.tsx')).default }),
      },
      {
        path: 'products/:id',
        lazy: async () => ({ Component: (await import('../pages/product-edit.tsx')).default }),
      },
      {
        path: 'profile',
        lazy: async () => ({ Component: (await import('../pages/profile.tsx')).default }),
      },
      {
        path: 'staff',
        lazy: async () => ({ Component: (await import('../pages/staff.tsx')).default }),
      },
      {
        path: 'inbox',
        lazy: async () => ({ Component: (await import('../pages/inbox.tsx')).default }),
      },
      {
        path: 'orders',
        lazy: async () => ({ Component: (await import('../pages/orders.tsx')).default }),
      },
      {
        path: 'bookings',
        lazy: async () => ({ Component: (await import('../pages/bookings.tsx')).default }),
      },
      {
        path: 'stats',
        lazy: async () => ({ Component: (await import('../pages/stats.tsx')).default }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../pages/not-found.tsx')).default }),
      },
    ],
  },
];
