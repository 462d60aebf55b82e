/**
 * How a page asks for its code ahead of the entry bundle (issue 27): `<link rel="modulepreload">`
 * at low priority, so that a first screen painted from the HTML (the server's first paint, the
 * workspace's guest login) gets its image and styles first on a slow phone. At high priority every
 * chunk fetched before that paint counted as blocking it (Lighthouse mobile: the news list painted
 * at 3.8 s, the voucher home at 3.2 s; at low priority 1.4 s and 1.0 s). The one spelling of the
 * tag: the build's preloads are rewritten to it (packages/client/vite-low-priority-preloads.ts)
 * and the server writes a route's own with it (apps/server plugins/first-paint.ts).
 */
export const MODULE_PRELOAD_TAG = '<link rel="modulepreload" ';
export const LOW_PRIORITY_MODULE_PRELOAD_TAG = '<link rel="modulepreload" fetchpriority="low" ';

/** The preload of one chunk, with `crossorigin` as Vite's preload helper asks for it. */
export function codePreload(href: string): string {
  return `${LOW_PRIORITY_MODULE_PRELOAD_TAG}crossorigin href="${href}">`;
}
