/** What every journey file stands on: its own production server and Chromium. */
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startServer, type TestServer } from './server.ts';

export interface JourneyStage {
  server: TestServer;
  browser: Browser;
}

/**
 * Starts the file's server and browser before its tests and stops them after them. `ready`
 * hands both to the file and goes on with the file's own setup: it is awaited in the same hook,
 * as node:test does not run a file's top-level `before` hooks one after the other.
 */
export function withServerAndBrowser(ready: (stage: JourneyStage) => void | Promise<void>): void {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    await ready({ server, browser });
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
}
