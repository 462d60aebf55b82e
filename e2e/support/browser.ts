/** Debian's Chromium driven by playwright-core (DESIGN §7). */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { installAccessibilityGate } from './a11y.ts';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // V8 runs the pages' scripts without its optimizing compilers (Maglev, TurboFan): a journey's
  // page lives seconds, too short to win back the time spent optimizing it. Renderer CPU of
  // market.test.ts 47–51 → 34–40 CPU-s, the machine's 78–87 → 66–75 (three runs each, load 2).
  '--js-flags=--max-opt=1',
];

/**
 * Debian's old headless shell (package chromium-headless-shell) when installed, as Playwright
 * itself uses for headless runs: the same engine without the desktop browser's UI and its
 * compositing, about a fifth less CPU per journey (market.test.ts alone: 149 → 119 CPU-s).
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export const DESKTOP_VIEWPORT = { width: 1440, height: 900 };

export interface PageOptions {
  /**
   * The page moves as for a visitor who has not asked for reduced motion: for the tests of the
   * motion itself (carousels, boards, counters, the floating ad, elder mode's stillness).
   */
  motion?: boolean;
}

/**
 * A page (1440×900 unless told) whose uncaught errors fail the journey when checked, and whose
 * every screen passes the accessibility gate (support/a11y.ts).
 *
 * Unless `motion` is asked for, the page is a visitor's whose system asks for reduced motion:
 * the same screens, but nothing moves by itself and antd's dialogs appear without zooming. An
 * idle home page then costs Chromium 0.03 CPU-s a second instead of 0.4 (its boards, carousels
 * and floating ad), which on a 2-core machine running three journey files was time taken from
 * the other pages.
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport = DESKTOP_VIEWPORT,
  { motion = false }: PageOptions = {},
) {
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl,
    reducedMotion: motion ? 'no-preference' : 'reduce',
  });
  const page = await context.newPage();
  installAccessibilityGate(page, context);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors };
}

/** The text of the antd message toasts currently shown. */
export async function toastTexts(page: Page): Promise<string[]> {
  return page.locator('.ant-message-notice').allInnerTexts();
}

/**
 * Waits until an input shows `value`, then asserts it: for a form prefilled by a query that may
 * answer after the form has appeared.
 */
export async function expectInputValue(input: Locator, value: string, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  let shown = await input.inputValue({ timeout });
  while (shown !== value && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    shown = await input.inputValue();
  }
  assert.equal(shown, value);
}

/** Waits until a toast with exactly this text is shown. */
export async function expectToast(page: Page, text: string, timeout = 10_000): Promise<void> {
  await page.locator('.ant-message-notice', { hasText: text }).first().waitFor({ timeout });
}

/**
 * Watches for a toast containing `text` from now on; await the result after the action that
 * shows it. For a toast followed by a route change: a page busy rendering the next route can
 * show it and close it (3 s) before a poll of `expectToast` gets a turn on a loaded machine.
 */
export function watchToast(page: Page, text: string, timeout = 10_000): Promise<void> {
  // No named helpers inside: the function is sent to the page as text, without tsx's helpers.
  const seen = page.evaluate(
    ([want, ms]) =>
      new Promise<boolean>((resolve) => {
        const observer = new MutationObserver(() => {
          for (const notice of document.querySelectorAll('.ant-message-notice')) {
            if (!notice.textContent?.includes(want)) continue;
            observer.disconnect();
            resolve(true);
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(false);
        }, ms);
      }),
    [text, timeout] as const,
  );
  return seen.then((found) => assert.ok(found, `no toast 「${text}」 within ${timeout} ms`));
}

/**
 * Waits until the element and everything in it has finished animating (an antd dialog zooms in,
 * a dropdown slides): on a loaded machine a click or fill during the motion can miss.
 */
export async function settled(locator: Locator): Promise<void> {
  await locator.waitFor();
  // No named helpers inside: the function is sent to the page as text, without tsx's helpers.
  // Endless animations (spinners, skeleton shimmer) are left out; a 3 s cap keeps it bounded.
  // An animation may start a frame after the element appears (rc-motion adds its class late), so
  // it also waits for the element's box to stay the same for three frames.
  await locator.evaluate(async (element) => {
    const until = Date.now() + 3000;
    let last = '';
    let still = 0;
    while (Date.now() < until && still < 3) {
      const moving = element
        .getAnimations({ subtree: true })
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
      if (moving.length > 0) {
        still = 0;
        await Promise.race([
          Promise.all(moving.map((a) => a.finished.catch(() => undefined))),
          new Promise((resolve) => setTimeout(resolve, 200)),
        ]);
        continue;
      }
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const r = element.getBoundingClientRect();
      const now = `${r.x},${r.y},${r.width},${r.height}`;
      still = now === last ? still + 1 : 0;
      last = now;
    }
  });
}

/**
 * Confirms the open Popconfirm with its primary button (确定, 确认, OK…) once it has finished
 * zooming in: on a loaded machine a click during the motion can miss.
 */
export async function confirmPopconfirm(page: Page): Promise<void> {
  const confirm = page.locator('.ant-popconfirm:not(.ant-popover-hidden)');
  await settled(confirm);
  await confirm.locator('.ant-btn-primary').click();
}

/**
 * Waits until the page has stopped scrolling (a form's scrollToFirstError scrolls smoothly): a
 * dropdown opened mid-scroll is placed for the old position and can end up outside the viewport.
 */
export async function scrollStopped(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const until = Date.now() + 3000;
    let last = -1;
    let still = 0;
    while (Date.now() < until && still < 3) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = window.scrollY;
      still = now === last ? still + 1 : 0;
      last = now;
    }
  });
}
