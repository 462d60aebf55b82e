/**
 * Keyboard-only journeys (issue 31): once a page is open the journey uses Tab, Shift+Tab,
 * Enter, Space, the arrow keys and typing, never the mouse. Each control reached must show
 * where the focus is (WCAG 2.4.7).
 */
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FileChooser, Page } from 'playwright-core';

/**
 * Where the focus shows, or null when nothing does: an outline or a focus ring (a box shadow
 * of spread only, as antd draws it) on the focused element, on one of its four nearest
 * ancestors (antd's inputs, selects and radio buttons draw it on a wrapper), or on its next
 * sibling (antd's checkbox draws it on the box beside the real input).
 */
export function focusIndicator(page: Page): Promise<string | null> {
  // No named helpers inside: the function is sent to the page as text, without tsx's helpers.
  return page.evaluate(async () => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    const candidates: Element[] = [focused];
    let parent = focused.parentElement;
    for (let level = 0; parent && level < 4; level += 1) {
      candidates.push(parent);
      parent = parent.parentElement;
    }
    if (focused.nextElementSibling) candidates.push(focused.nextElementSibling);
    // antd fades its focus ring in (a 0.2 s transition): read it once the transitions are done.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const moving = candidates.flatMap((candidate) => candidate.getAnimations());
    await Promise.race([
      Promise.all(moving.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]);
    for (const candidate of candidates) {
      const style = getComputedStyle(candidate);
      const width = Number.parseFloat(style.outlineWidth);
      if (
        style.outlineStyle !== 'none' &&
        width > 0 &&
        !/rgba\(.*, 0\)$/.test(style.outlineColor)
      ) {
        return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
      }
      if (/0px 0px 0px [1-9]/.test(style.boxShadow)) return `ring ${style.boxShadow}`;
    }
    return null;
  });
}

/** A short description of the focused element, for messages. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    return focused ? focused.outerHTML.slice(0, 160) : 'nothing';
  });
}

/** Fails unless the focused element shows its focus. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const indicator = await focusIndicator(page);
  assert.ok(indicator, `no visible focus on ${await describeFocus(page)}`);
}

/**
 * Presses Tab (Shift+Tab when `back`) until the focused element matches `selector`, then checks
 * that the focus shows.
 */
export async function tabTo(page: Page, selector: string, back = false, most = 100) {
  const stops: string[] = [];
  for (let press = 0; press < most; press += 1) {
    const [reached, stop] = await page.evaluate(
      (s) => [
        document.activeElement?.matches(s) ?? false,
        `${document.activeElement?.tagName}.${document.activeElement?.className}`.slice(0, 60),
      ],
      selector,
    );
    if (reached) {
      await expectVisibleFocus(page);
      return;
    }
    stops.push(String(stop));
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  const shot = path.join(tmpdir(), `tab-to-failure-${Date.now()}.png`);
  await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
  throw new Error(
    `Tab never reached ${selector} (focus is on ${await describeFocus(page)}; screenshot ${shot}); stops:\n${stops.join('\n')}`,
  );
}

/** Tabs to a text field, selects what it holds and types `text` over it. */
export async function typeInto(page: Page, selector: string, text: string, back = false) {
  await tabTo(page, selector, back);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/**
 * Opens the antd select (or cascader) focused at `selector` with ArrowDown and picks its first
 * option with Enter; returns the option's text.
 */
export async function pickFirstOption(page: Page, selector: string): Promise<string> {
  await tabTo(page, selector);
  await page.keyboard.press('ArrowDown');
  const active = page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active',
  );
  await active.waitFor();
  const text = (await active.textContent()) ?? '';
  await page.keyboard.press('Enter');
  await active.waitFor({ state: 'hidden' });
  return text;
}

/**
 * Presses `key` on the focused upload control and answers the file dialog it opens (the
 * browser's own dialog, not part of the page) with a PNG.
 */
export async function chooseFile(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  key = 'Enter',
): Promise<void> {
  const before = await describeFocus(page);
  const chooser: Promise<FileChooser> = page.waitForEvent('filechooser', { timeout: 15_000 });
  // Listening turns on Chromium's file dialog interception by a message that is not awaited:
  // a round trip after it makes sure it is in force before the key (missed on a loaded box).
  await page.evaluate(() => 0);
  await page.keyboard.press(key);
  const opened = await chooser.catch(async (error: Error) => {
    throw new Error(
      `${key} on ${before} opened no file dialog (focus now on ${await describeFocus(page)}): ${error.message}`,
    );
  });
  await opened.setFiles(file);
}
