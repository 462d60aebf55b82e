import type { RouteObject } from 'react-router';
import { AdminLayout } from './layout.tsx';
import { ADMIN_ROUTES } from './routes.ts';

/** Screens load on first visit; the table in routes.ts names them. */
const PAGES: Record<
  (typeof ADMIN_ROUTES)[number]['path'],
  () => Promise<{ default: React.ComponentType }>
> = {
  '/': () => import('../pages/dashboard.tsx'),
  '/certifications': () => import('../pages/certifications.tsx'),
  '/certifications/:id': () => import('../pages/certification-detail.tsx'),
  '/needs': () => import('../pages/needs.tsx'),
  '/registrations': () => import('../pages/registrations/list.tsx'),
  '/registrations/:kind/:id': () => import('../pages/registrations/detail.tsx'),
  '/payments': () => import('../pages/payments/list.tsx'),
  '/payments/:id': () => import('../pages/payments/detail.tsx'),
  '/applications': () => import('../pages/applications/list.tsx'),
  '/financing': () => import('../pages/financing/list.tsx'),
  '/undertakings': () => import('../pages/undertakings/undertakings.tsx'),
  '/participations': () => import('../pages/participations/participations.tsx'),
  '/contact-requests': () => import('../pages/contact-requests/contact-requests.tsx'),
  '/auctions': () => import('../pages/auctions/auctions.tsx'),
  '/evaluation-requests': () => import('../pages/evaluation-requests/evaluation-requests.tsx'),
  '/questions': () => import('../pages/questions/questions.tsx'),
  '/feedbacks': () => import('../pages/feedbacks/feedbacks.tsx'),
  '/match-feedback': () => import('../pages/match/match-feedback.tsx'),
  '/signups': () => import('../pages/signups/signups.tsx'),
  '/vouchers/batches': () => import('../pages/vouchers/batches.tsx'),
  '/vouchers/claims': () => import('../pages/vouchers/claims.tsx'),
  '/vouchers/orders': () => import('../pages/vouchers/orders.tsx'),
  '/vouchers/redemptions': () => import('../pages/vouchers/redemptions.tsx'),
  '/org-applications': () => import('../pages/org-applications/org-applications.tsx'),
  '/outcome-revisions': () => import('../pages/outcome-revisions/outcome-revisions.tsx'),
  '/product-revisions': () => import('../pages/product-revisions/product-revisions.tsx'),
  '/org-changes': () => import('../pages/org-changes/org-changes.tsx'),
  '/members': () => import('../pages/members.tsx'),
  '/members/:id': () => import('../pages/member-detail.tsx'),
  '/content/news': () => import('../pages/content/content-list.tsx'),
  '/content/views': () => import('../pages/content/content-list.tsx'),
  '/content/policies': () => import('../pages/content/content-list.tsx'),
  '/content/activities': () => import('../pages/content/content-list.tsx'),
  '/content/cases': () => import('../pages/content/content-list.tsx'),
  '/content/disclosures': () => import('../pages/content/content-list.tsx'),
  '/content/help': () => import('../pages/content/content-list.tsx'),
  '/content/downloads': () => import('../pages/content/content-list.tsx'),
  '/content/:kind/:id': () => import('../pages/content/content-edit.tsx'),
  '/site/lists': () => import('../pages/content/site-lists.tsx'),
  '/site/home': () => import('../pages/content/site-lists.tsx'),
  '/site/categories': () => import('../pages/content/site-lists.tsx'),
  '/site/texts': () => import('../pages/content/texts.tsx'),
  '/site/settings': () => import('../pages/content/site-settings.tsx'),
  '/audit': () => import('../pages/audit.tsx'),
  '/operators': () => import('../pages/operators.tsx'),
  '/password': () => import('../pages/password.tsx'),
};

export const routeObjects: RouteObject[] = [
  {
    path: '/login',
    lazy: async () => ({ Component: (await import('../pages/login.tsx')).default }),
  },
  {
    element: <AdminLayout />,
    children: ADMIN_ROUTES.map((route) => ({
      path: route.path,
      handle: route,
      lazy: async () => ({ Component: (await PAGES[route.path]()).default }),
    })),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('../pages/not-found.tsx')).default }),
  },
];
