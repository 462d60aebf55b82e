import type { Session, User } from '../../db/types.ts';
import { onTopic, publish } from '../../lib/state-bus.ts';

/**
 * Live sessions recently read, so an authenticated request costs a map lookup instead of a
 * query (issue 8). An entry lives SESSION_CACHE_MS from the read that made it, and a hit does
 * not renew it. In this process, logout, password change and account changes drop entries at
 * once; a session ended by another process (the operator CLI, a second app server) is refused
 * here within SESSION_CACHE_MS (issue 29: the stated bound is 1 s). Endpoints that show or check the member's own record (auth
 * info, user info, password checks) read it fresh.
 */
export const SESSION_CACHE_MS = 1_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  session: Session;
  user: User;
  cachedAt: number;
}

export class SessionCache {
  readonly #byTokenHash = new Map<string, Entry>();

  get(tokenHash: string): { session: Session; user: User } | undefined {
    const entry = this.#byTokenHash.get(tokenHash);
    if (!entry) return undefined;
    if (performance.now() - entry.cachedAt > SESSION_CACHE_MS) {
      this.#byTokenHash.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  set(session: Session, user: User): void {
    if (this.#byTokenHash.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.#byTokenHash.keys().next().value;
      if (oldest !== undefined) this.#byTokenHash.delete(oldest);
    }
    this.#byTokenHash.set(session.tokenHash, { session, user, cachedAt: performance.now() });
  }

  dropSession(sessionId: number): void {
    for (const [key, entry] of this.#byTokenHash) {
      if (entry.session.id === sessionId) this.#byTokenHash.delete(key);
    }
  }

  dropUser(userId: number): void {
    for (const [key, entry] of this.#byTokenHash) {
      if (entry.user.id === userId) this.#byTokenHash.delete(key);
    }
  }
}

/** One cache per database handle, so test apps on their own databases never share entries. */
const caches = new WeakMap<object, SessionCache>();

function sessionCacheOf(db: object): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    const created = new SessionCache();
    // With Redis, another process's logout or password change reaches this one at once
    // (the 1 s lifetime is the bound without it).
    onTopic(db, 'session-ended', (id) => created.dropSession(Number(id)));
    onTopic(db, 'user-sessions-ended', (id) => created.dropUser(Number(id)));
    caches.set(db, created);
    cache = created;
  }
  return cache;
}

/** A cached session, if this process read it in the last SESSION_CACHE_MS. */
export const cachedSession = (db: object, tokenHash: string) => sessionCacheOf(db).get(tokenHash);

export const cacheSession = (db: object, session: Session, user: User) =>
  sessionCacheOf(db).set(session, user);

/** Forgets a session in every process. */
export function forgetSession(db: object, sessionId: number): void {
  sessionCacheOf(db);
  publish(db, 'session-ended', String(sessionId));
}

/** Forgets every session of a member in every process (password change, freeze, new details). */
export function forgetUserSessions(db: object, userId: number): void {
  sessionCacheOf(db);
  publish(db, 'user-sessions-ended', String(userId));
}
