/** Debian's Chromium driven by playwright-core (DESIGN §7). */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
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
  /** A script run at the start of every document of the page while this journey holds it. */
  initScript?: { script: (arg: never) => void; arg: unknown };
}

/**
 * A page held between journeys: its context (cookies, storage) is emptied when it is given back,
 * and it waits on a same-origin file without scripts, so its renderer process and that process's
 * caches (the app's scripts, compiled) serve the next journey. A journey in a new context costs
 * Chromium about 2.2 CPU-s per first screen against 0.85 on a page kept this way (12 loads of
 * four screens each way, 2 cores, load 1–2, 2026-11-30); a page parked on about:blank gets a new
 * renderer and costs as much as a new context.
 */
interface KeptPage {
  context: BrowserContext;
  page: Page;
  /** The page's own `goto`, without the accessibility gate's check of the screen it leaves. */
  goto: Page['goto'];
  closeContext: BrowserContext['close'];
  addInitScript: BrowserContext['addInitScript'];
  /** The journey changed the context in a way emptying it does not undo (a clock, a route…). */
  altered: boolean;
  /** Playwright's own listeners, which the journeys' are told from. */
  ownListeners: Map<Emitter, Map<string | symbol, Set<unknown>>>;
  initScript?: { dispose(): Promise<void> };
}

/** Where a kept page waits: a static file of the site, so the same origin and no app. */
const PARKING_PATH = '/favicon.svg';
const keptPages = new WeakMap<Browser, Map<string, KeptPage[]>>();

/** The browser's idle kept pages, by viewport and motion. */
function idlePages(browser: Browser): Map<string, KeptPage[]> {
  let idle = keptPages.get(browser);
  if (!idle) {
    idle = new Map();
    keptPages.set(browser, idle);
  }
  return idle;
}

/** Methods after which a context is closed rather than kept: emptying it would not undo them. */
const ALTERING_BOTH = [
  'addInitScript',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
];
const CONTEXT_ALTERING = [
  ...ALTERING_BOTH,
  'grantPermissions',
  'setGeolocation',
  'setOffline',
  'setHTTPCredentials',
];
const PAGE_ALTERING = [...ALTERING_BOTH, 'setViewportSize', 'emulateMedia'];

/** The part of Playwright's event emitter (Node's API) that tells listeners apart. */
interface Emitter {
  eventNames(): (string | symbol)[];
  rawListeners(name: string | symbol): unknown[];
  removeListener(name: string | symbol, listener: unknown): unknown;
}

function listenersOf(emitter: Emitter): Map<string | symbol, Set<unknown>> {
  return new Map(emitter.eventNames().map((name) => [name, new Set(emitter.rawListeners(name))]));
}

/**
 * Removes the listeners a journey added (its `pageerror`, `dialog`, `request`… handlers), not
 * Playwright's own: its `close` waits on one of them.
 */
function removeJourneyListeners(kept: KeptPage): void {
  for (const [emitter, own] of kept.ownListeners) {
    for (const name of emitter.eventNames()) {
      for (const listener of emitter.rawListeners(name)) {
        if (!own.get(name)?.has(listener)) emitter.removeListener(name, listener);
      }
    }
  }
}

function markAltering(kept: KeptPage, target: object, names: readonly string[]): void {
  const methods = target as Record<string, unknown>;
  for (const name of names) {
    const method = methods[name];
    if (typeof method !== 'function') continue;
    methods[name] = (...args: unknown[]) => {
      kept.altered = true;
      return method.apply(target, args);
    };
  }
}

async function newKeptPage(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number },
  motion: boolean,
  key: string,
): Promise<KeptPage> {
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl,
    reducedMotion: motion ? 'no-preference' : 'reduce',
  });
  const page = await context.newPage();
  const kept: KeptPage = {
    context,
    page,
    goto: page.goto.bind(page),
    closeContext: context.close.bind(context),
    addInitScript: context.addInitScript.bind(context),
    altered: false,
    ownListeners: new Map(
      [page, context].map((emitter) => [
        emitter as unknown as Emitter,
        listenersOf(emitter as unknown as Emitter),
      ]),
    ),
  };
  markAltering(kept, context, CONTEXT_ALTERING);
  markAltering(kept, page, PAGE_ALTERING);
  markAltering(kept, context.clock, ['install', 'setFixedTime', 'setSystemTime']);
  // The accessibility gate wraps this: the screens left open are checked before it runs.
  context.close = async (options) => {
    if (!(await emptied(kept, baseUrl))) return kept.closeContext(options);
    const idle = idlePages(browser);
    idle.set(key, [...(idle.get(key) ?? []), kept]);
  };
  return kept;
}

/** Empties a released page's context for the next journey; false when it cannot be kept. */
async function emptied(kept: KeptPage, baseUrl: string): Promise<boolean> {
  const { context, page } = kept;
  if (kept.altered || page.isClosed()) return false;
  try {
    for (const other of context.pages()) if (other !== page) await other.close();
    // The gate's `framenavigated` listener goes too, so parking adds no screen to check.
    removeJourneyListeners(kept);
    await kept.initScript?.dispose();
    kept.initScript = undefined;
    // Where the last journey left the pointer, the next page's element would be hovered.
    await page.mouse.move(0, 0);
    await kept.goto(new URL(PARKING_PATH, baseUrl).href);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(baseUrl).origin,
      storageTypes: 'all',
    });
    await cdp.detach();
    await context.clearCookies();
    return true;
  } catch {
    return false;
  }
}

/**
 * A page (1440×900 unless told) whose uncaught errors fail the journey when checked, and whose
 * every screen passes the accessibility gate (support/a11y.ts). Closing its context gives it
 * back for the next journey of the file (KeptPage), emptied.
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
  { motion = false, initScript }: PageOptions = {},
) {
  const key = `${baseUrl} ${viewport.width}×${viewport.height} ${motion}`;
  const kept =
    idlePages(browser).get(key)?.shift() ??
    (await newKeptPage(browser, baseUrl, viewport, motion, key));
  const { page, context } = kept;
  if (initScript) {
    kept.initScript = await kept.addInitScript(initScript.script, initScript.arg as never);
  }
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
