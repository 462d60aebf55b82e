import {
  DEFAULT_READING_AIDS,
  parseReadingAids,
  READING_AIDS_KEY,
  READING_CLASSES,
  type ReadingAids,
  ZOOM_VARIABLE,
} from '@portal/shared/reading-aids';
import type { ThemeConfig } from 'antd';
import { useSyncExternalStore } from 'react';
import { ELDER_CSS_VARIABLES, elderTheme } from '../elder-theme.ts';
import { antdTheme, applyCssVariables } from '../theme.ts';

/**
 * The browser's reading preferences (长辈模式 and the toolbar's aids), kept in localStorage and
 * mirrored on <html> as classes and the zoom variable. The <head> boot script applied them
 * before the first paint; this store keeps them in step afterwards, across tabs too.
 */
const listeners = new Set<() => void>();
let current: ReadingAids = read();

function read(): ReadingAids {
  try {
    return parseReadingAids(localStorage.getItem(READING_AIDS_KEY));
  } catch {
    return DEFAULT_READING_AIDS; // storage refused (private mode, policy): defaults for this visit
  }
}

function apply(aids: ReadingAids): void {
  const root = document.documentElement;
  for (const [name, className] of Object.entries(READING_CLASSES)) {
    root.classList.toggle(className, aids[name as keyof typeof READING_CLASSES]);
  }
  if (aids.zoom > 1) root.style.setProperty(ZOOM_VARIABLE, String(aids.zoom));
  else root.style.removeProperty(ZOOM_VARIABLE);
  // Switched off: the elder colours go (the site's own values, where it has any, come back).
  for (const name of Object.keys(ELDER_CSS_VARIABLES)) root.style.removeProperty(name);
  applyCssVariables(root);
  if (aids.elder) {
    for (const [name, value] of Object.entries(ELDER_CSS_VARIABLES)) {
      root.style.setProperty(name, value);
    }
  }
}

/** Called once by each site's entry: the stylesheets' variables as the stored choice wants. */
export function startReadingAids(): void {
  apply(current);
}

function publish(next: ReadingAids): void {
  current = next;
  apply(next);
  for (const listener of listeners) listener();
}

export function getReadingAids(): ReadingAids {
  return current;
}

export function updateReadingAids(change: Partial<ReadingAids>): void {
  const next = { ...current, ...change };
  try {
    localStorage.setItem(READING_AIDS_KEY, JSON.stringify(next));
  } catch {
    // not remembered, still applied for this page
  }
  publish(next);
}

/** Another tab changed them. */
function onStorage(event: StorageEvent): void {
  if (event.key === READING_AIDS_KEY || event.key === null) publish(read());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function useReadingAids(): ReadingAids {
  return useSyncExternalStore(subscribe, getReadingAids, getReadingAids);
}

/** 长辈模式 on: carousels and boards stand still, floating and auto-hiding things stay away. */
export function useElderMode(): boolean {
  return useReadingAids().elder;
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function reducedMotionQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION_QUERY)
    : undefined;
}

function subscribeReducedMotion(listener: () => void): () => void {
  const query = reducedMotionQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

function prefersReducedMotion(): boolean {
  return reducedMotionQuery()?.matches ?? false;
}

/** The system's 减少动态效果 (prefers-reduced-motion: reduce), followed as it changes. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
}

/**
 * Nothing on the page moves by itself: 长辈模式, or the system asks for reduced motion (WCAG
 * 2.2.2 and 2.3.3). Carousels wait for their arrows, boards stand still, counters show their
 * number at once (the floating ad, which 长辈模式 hides, docks in a corner: float-ad.tsx).
 */
export function useStillPage(): boolean {
  const elder = useElderMode();
  const reduced = useReducedMotion();
  return elder || reduced;
}

const stillThemes = new WeakMap<ThemeConfig, ThemeConfig>();

/**
 * `theme`, without antd's motion (dialogs, dropdowns and toasts appear without zooming) when the
 * system asks for reduced motion. The same object each time for the same theme: a new object per
 * render would make antd recompute its styles.
 */
export function useMotionAwareTheme(theme: ThemeConfig): ThemeConfig {
  const reduced = useReducedMotion();
  if (!reduced) return theme;
  let still = stillThemes.get(theme);
  if (!still) {
    still = { ...theme, token: { ...theme.token, motion: false } };
    stillThemes.set(theme, still);
  }
  return still;
}

/** The antd theme of the stored choice: the site theme, or elder mode's (motion-aware). */
export function useSiteTheme(): ThemeConfig {
  return useMotionAwareTheme(useElderMode() ? elderTheme : antdTheme);
}
