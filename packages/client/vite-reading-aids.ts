import type { Plugin } from 'vite';
// By path: Vite loads its config with plain Node (see vite-precompress.ts's importers).
import { READING_AIDS_BOOT_SCRIPT } from '../shared/src/reading-aids.ts';

/**
 * Puts the reading aids' boot script first in <head> (issue 31): 长辈模式 and the chosen aids
 * apply before the first paint, the server-painted home screen included. The server's CSP lets
 * this one inline script run by its hash.
 */
export function readingAidsBoot(): Plugin {
  return {
    name: 'portal-reading-aids-boot',
    transformIndexHtml: () => [
      { tag: 'script', children: READING_AIDS_BOOT_SCRIPT, injectTo: 'head-prepend' },
    ],
  };
}
