import type { FastifyInstance } from 'fastify';
import { onTopic, publish } from './state-bus.ts';

/**
 * Every short-lived public answer cache of one app (response-cache.ts, guest-details.ts)
 * registers its clear here, keyed by the app's database, so an operator's content write
 * (issue #14) can drop them all at once and the portal shows the change on the next request —
 * in every server process, through the state bus (issue #29).
 */
export const PUBLIC_CACHES_TOPIC = 'public-caches';

const registries = new WeakMap<object, Set<() => void>>();

export function onPublicCacheClear(app: FastifyInstance, clear: () => void): void {
  let set = registries.get(app.db);
  if (!set) {
    set = new Set();
    registries.set(app.db, set);
    const clears = set;
    onTopic(app.db, PUBLIC_CACHES_TOPIC, () => {
      for (const each of clears) each();
    });
  }
  set.add(clear);
}

export function clearPublicCaches(app: FastifyInstance): void {
  publish(app.db, PUBLIC_CACHES_TOPIC);
}
