/** Layout measures of the journeys. */
import type { Page } from 'playwright-core';

/** How far the page reaches past the viewport's right edge: 0 when nothing scrolls sideways. */
export function overflowPastViewport(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - window.innerWidth;
  });
}
