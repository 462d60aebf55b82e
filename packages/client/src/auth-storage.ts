/**
 * What the browser keeps between visits (spec §3 "User info held locally", §4): the session
 * token, the user info returned at login, and the return record of the collect-without-token
 * flow. Subscribers (the header, the guard hook) are told about every change.
 */
import { TOKEN_STORAGE_KEY } from '@portal/shared/guest-mark';

export interface StoredUser {
  username: string;
  telephone: string;
  token: string;
  needChangePassword: boolean;
}

export const STORAGE_KEYS = {
  token: TOKEN_STORAGE_KEY,
  userInfo: 'userInfo',
  urlRecord: 'urlRecord',
} as const;

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be disabled (private mode, sandboxed frames): behave as logged out.
    return null;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribeAuth(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.token) || null;
}

export function setToken(token: string): void {
  storage()?.setItem(STORAGE_KEYS.token, token);
  emit();
}

export function getUserInfo(): StoredUser | null {
  const raw = storage()?.getItem(STORAGE_KEYS.userInfo);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredUser;
  } catch {
    return null;
  }
}

export function setUserInfo(user: StoredUser): void {
  storage()?.setItem(STORAGE_KEYS.userInfo, JSON.stringify(user));
  emit();
}

/** Logout, -401 and HTTP 401 all end here. */
export function clearSession(): void {
  const store = storage();
  store?.removeItem(STORAGE_KEYS.token);
  store?.removeItem(STORAGE_KEYS.userInfo);
  emit();
}

export function getUrlRecord(): string | null {
  return storage()?.getItem(STORAGE_KEYS.urlRecord) || null;
}

export function setUrlRecord(path: string): void {
  storage()?.setItem(STORAGE_KEYS.urlRecord, path);
}

export function clearUrlRecord(): void {
  storage()?.removeItem(STORAGE_KEYS.urlRecord);
}

// Another tab logging in or out changes what this one may show.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.userInfo) emit();
  });
}
