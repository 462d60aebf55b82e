import { getToken, getUserInfo, type StoredUser, subscribeAuth } from '@portal/client/auth-storage';
import { useSyncExternalStore } from 'react';

export interface Session {
  token: string | null;
  user: StoredUser | null;
}

let cached: Session = { token: null, user: null };
let cachedKey = '';

function snapshot(): Session {
  const token = getToken();
  const user = getUserInfo();
  const key = `${token ?? ''}|${user ? JSON.stringify(user) : ''}`;
  if (key !== cachedKey) {
    cachedKey = key;
    cached = { token, user };
  }
  return cached;
}

/** The logged-in state; re-renders on login, logout and changes made in another tab. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeAuth, snapshot, snapshot);
}
