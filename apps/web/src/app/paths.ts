/**
 * Typed links (DESIGN §6, like bulletproof-react's paths object): `getHref('OutcomeDetail',
 * { query: { id: 3 } })` → '/Project/Outcome/OutcomeDetail?id=3'. Paths come from the table.
 */
import { getRoute, type RouteName } from './routes.ts';

export type QueryValue = string | number | boolean | null | undefined;

export interface HrefParams {
  query?: Record<string, QueryValue>;
  hash?: string;
}

export function getHref(name: RouteName, params: HrefParams = {}): string {
  const path = getRoute(name).path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${path}${qs ? `?${qs}` : ''}${params.hash ? `#${params.hash}` : ''}`;
}

/** The login page in one of its modes, keeping where to go back to. */
export function loginHref(mode: 1 | 2 | 3 = 1, redirect?: string | null): string {
  return getHref('login', { query: { mode: mode === 1 ? undefined : mode, redirect } });
}
