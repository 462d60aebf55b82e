/**
 * Which account dialog is open. The dialogs are loaded only when one opens (DESIGN §11), from
 * the root shell, so the login flow can open them from any screen.
 */
import { useSyncExternalStore } from 'react';

export type DialogState =
  | { open: null }
  | {
      /** After login with authType 0, or after registration (spec §4). */
      open: 'certify';
      source: 'login' | 'register';
      redirect: string;
      needChangePassword: boolean;
    }
  | { open: 'changePassword'; forced: boolean };

let state: DialogState = { open: null };
const listeners = new Set<() => void>();

export function getDialogState(): DialogState {
  return state;
}

export function setDialogState(next: DialogState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function closeDialogs(): void {
  setDialogState({ open: null });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDialogState(): DialogState {
  return useSyncExternalStore(subscribe, getDialogState, getDialogState);
}

/** From the header or the personal centre. */
export function openChangePassword(): void {
  setDialogState({ open: 'changePassword', forced: false });
}
