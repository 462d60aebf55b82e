import type { FastifyInstance } from 'fastify';

/**
 * Every short-lived public answer cache of one app (response-cache.ts, guest-details.ts)
 * registers its clear here, keyed by the app's database, so an operator's content write
 * (issue #14) can drop them all at once and the portal shows the change on the next request.
 */
const registries = new WeakMap<object, Set<() => void>>();

export function onPublicCacheClear(app: FastifyInstance, clear: () => void): void {
  let set = registries.get(app.db);
  if (!set) {
    set = new Set();
    registries.set(app.db, set);
  }
  set.add(clear);
}

export function clearPublicCaches(app: FastifyInstance): void {
  for (const clear of registries.get(app.db) ?? []) clear();
}
