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
 * Starts the file's server and browser before its tests and stops them after them; `ready`
 * hands both to the file. A `before` the file registers after this call runs once both are up.
 */
export function withServerAndBrowser(ready: (stage: JourneyStage) => void): void {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    ready({ server, browser });
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
}
