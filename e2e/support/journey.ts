/** What every journey file stands on: its own production server and Chromium. */
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startServer, type TestServer } from './server.ts';

/**
 * The file's server and browser, set by `withServerAndBrowser` before the file's first test.
 * Imported bindings follow the assignment (ES modules export them live), so a test or hook reads
 * them as plain names; only code run at import time would see them unset.
 */
export let server: TestServer;
export let browser: Browser;

/**
 * Starts the file's server and browser before its tests and stops them after them. `ready` goes
 * on with the file's own setup once both are up: it is awaited in the same hook, as node:test
 * does not run a file's top-level `before` hooks one after the other.
 */
export function withServerAndBrowser(ready?: () => void | Promise<void>): void {
  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    await ready?.();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
}
