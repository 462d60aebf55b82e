import { getHref } from './paths.ts';
import type { RouteName } from './routes.ts';

/**
 * Screens the shell links to that are not built yet (they would show the placeholder), and
 * the nearest built page each links to meanwhile. Remove a row when its screen lands.
 */
const INTERIM_TARGETS: Partial<Record<RouteName, string>> = {};

/** Where a shell link to `name` goes today. */
export function shellHref(name: RouteName): string {
  return INTERIM_TARGETS[name] ?? getHref(name);
}
