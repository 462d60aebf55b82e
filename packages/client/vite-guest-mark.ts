import type { Plugin } from 'vite';
// By path: Vite loads its config with plain Node (see vite-precompress.ts's importers).
import { GUEST_MARK_SCRIPT } from '../shared/src/guest-mark.ts';

/**
 * Puts the guest mark's script in <head> (issue 27): the workspace's index.html paints its
 * login screen for guests (`html.pt-guest`) before the entry bundle runs.
 */
export function guestMark(): Plugin {
  return {
    name: 'portal-guest-mark',
    transformIndexHtml: () => [{ tag: 'script', children: GUEST_MARK_SCRIPT, injectTo: 'head' }],
  };
}
