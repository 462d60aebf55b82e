import type { Plugin } from 'vite';
// By path: Vite loads its config with plain Node (see vite-precompress.ts's importers).
import {
  LOW_PRIORITY_MODULE_PRELOAD_TAG,
  MODULE_PRELOAD_TAG,
} from '../shared/src/code-preloads.ts';

/**
 * The build's code preloads (the entry's chunks in index.html) at low priority, spelled as
 * @portal/shared/code-preloads says (the reason is there). The entry script keeps its priority.
 */
export function lowPriorityPreloads(): Plugin {
  return {
    name: 'portal-low-priority-preloads',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replaceAll(MODULE_PRELOAD_TAG, LOW_PRIORITY_MODULE_PRELOAD_TAG),
    },
  };
}
