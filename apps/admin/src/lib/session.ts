/**
 * The console's session in the browser: the operator token and who it is. Kept apart from the
 * portal's member session (another storage key), so one browser can hold both.
 */
import type { OperatorInfo, OperatorLoginResult } from '@portal/shared/api/index';
import { useSyncExternalStore } from 'react';

const KEY = 'adminSession';

export interface AdminSession {
  token: string;
  operator: OperatorInfo;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: AdminSession | null } = { raw: null, value: null };

function read(): AdminSession | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (raw === cached.raw) return cached.value;
  let value: AdminSession | null = null;
  try {
    value = raw ? (JSON.parse(raw) as AdminSession) : null;
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
}

function emit() {
  for (const listener of listeners) listener();
}

export function getSession(): AdminSession | null {
  return read();
}

export function getAdminToken(): string | null {
  return read()?.token ?? null;
}

export function saveSession(result: OperatorLoginResult): void {
  const { token, ...operator } = result;
  localStorage.setItem(KEY, JSON.stringify({ token, operator }));
  emit();
}

export function clearSession(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage disabled: nothing kept.
  }
  emit();
}

export function useSession(): AdminSession | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => null,
  );
}
