/**
 * Navigation guard (spec §4), as a pure function plus the loader that applies it.
 *
 * With a token: /login goes home; a stored urlRecord equal to the target is cleared on arrival.
 * Without a token: /, /login and /Auth pass; a path whose first segment is a public route name
 * passes; anything else goes to /login?redirect=<full path including query>.
 * Going to / scrolls to top. Navigating to the same route is an ordinary pass.
 */

import { clearUrlRecord, getToken, getUrlRecord } from '@portal/client/auth-storage';
import { type LoaderFunctionArgs, redirect, type ShouldRevalidateFunction } from 'react-router';
import { firstSegment, isOpenPath } from './routes.ts';

export interface GuardInput {
  path: string;
  /** Location search including the leading '?', or ''. */
  search: string;
  token: string | null;
  urlRecord: string | null;
}

export interface GuardResult {
  action: 'pass' | 'redirect';
  to?: string;
  /** The stored return record was reached and must be forgotten. */
  clearUrlRecord: boolean;
  /** Going to / scrolls to top. */
  scrollTop: boolean;
}

export { firstSegment };

export function resolveGuard({ path, search, token, urlRecord }: GuardInput): GuardResult {
  const target = `${path}${search}`;
  const scrollTop = path === '/';
  if (token) {
    if (path === '/login') {
      return { action: 'redirect', to: '/', clearUrlRecord: false, scrollTop: false };
    }
    return {
      action: 'pass',
      clearUrlRecord: urlRecord !== null && urlRecord === target,
      scrollTop,
    };
  }
  if (isOpenPath(path)) {
    return { action: 'pass', clearUrlRecord: false, scrollTop };
  }
  return {
    action: 'redirect',
    to: `/login?redirect=${encodeURIComponent(target)}`,
    clearUrlRecord: false,
    scrollTop: false,
  };
}

/** Root loader: runs before every navigation (see `guardShouldRevalidate`). */
export function guardLoader({ request }: LoaderFunctionArgs): null {
  const url = new URL(request.url);
  const result = resolveGuard({
    path: url.pathname,
    search: url.search,
    token: getToken(),
    urlRecord: getUrlRecord(),
  });
  if (result.clearUrlRecord) clearUrlRecord();
  if (result.action === 'redirect' && result.to) throw redirect(result.to);
  return null;
}

/** The guard must see every navigation, not only those that change the root's params. */
export const guardShouldRevalidate: ShouldRevalidateFunction = () => true;
