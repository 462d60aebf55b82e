/** Tablets (issue 8 item 5): every screen at 1024 px without sideways page scroll. */
import { test } from 'node:test';
import { newMember } from '../support/home.ts';
import { browser, server, withServerAndBrowser } from '../support/journey.ts';
import { assertEveryScreenFits } from '../support/screens.ts';

const TABLET = { width: 1024, height: 768 };

let run: (viewport: typeof TABLET) => Promise<void>;

withServerAndBrowser(async () => {
  const member = await newMember(server.baseUrl, 'tablet');
  run = (viewport) => assertEveryScreenFits(browser, server.baseUrl, member, viewport);
});

test('every built screen at 1024 px (tablets): no sideways page scroll', { timeout: 900_000 }, () =>
  run(TABLET),
);
