import { lazy, Suspense, useEffect } from 'react';
import {
  type Location,
  Outlet,
  ScrollRestoration,
  useLocation,
  useSearchParams,
} from 'react-router';
import { useDialogState } from '../features/account/dialog-store.ts';
import { NOT_FOUND_TITLE, titleOf } from './routes.ts';
import { documentTitle } from './site.ts';
import { useCurrentRoute } from './use-current-route.ts';

const AccountDialogs = lazy(() => import('../features/account/components/account-dialogs.tsx'));

/**
 * Scroll positions are restored per history entry. React Router gives every freshly loaded
 * document the key 'default', whatever its URL, so the position saved when one page was left was
 * restored on the next page loaded fresh (and won over a home section anchor): such entries are
 * keyed by their URL.
 */
function scrollKey(location: Location): string {
  return location.key === 'default'
    ? `${location.pathname}${location.search}${location.hash}`
    : location.key;
}

/** Above every layout: document title from the table, scroll to top on /, account dialogs. */
export function RootShell() {
  const route = useCurrentRoute();
  const [query] = useSearchParams();
  const { pathname } = useLocation();
  const dialogs = useDialogState();

  const title = route ? titleOf(route, query) : NOT_FOUND_TITLE;
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  useEffect(() => {
    if (pathname === '/') window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
      {dialogs.open !== null && (
        <Suspense fallback={null}>
          <AccountDialogs />
        </Suspense>
      )}
    </>
  );
}
