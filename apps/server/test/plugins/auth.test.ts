import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('member routes', () => {
  it('are all known to the one login check', () => {
    expect(ctx.app.memberRoutes.length).toBeGreaterThan(30);
    expect(ctx.app.memberRoutes).toContain('POST /gateway/client/mine/collect/tech');
    expect(ctx.app.memberRoutes).toContain('POST /gateway/client/password');
  });

  it('answer a guest -401 first, whatever the body, the query or a forged token', async () => {
    for (const route of ctx.app.memberRoutes) {
      const [method, url] = route.split(' ') as ['GET' | 'POST', string];
      const path = url.replace(/:(\w+)/g, '1');
      for (const headers of [{}, { authorization: 'x'.repeat(64) }]) {
        const res = await ctx.app.inject({
          method,
          url: `${path}?junk=1`,
          headers: { ...headers, 'content-type': 'application/json' },
          ...(method === 'POST' ? { payload: '{"not json' } : {}),
        });
        expect({ route, body: res.json() }).toMatchObject({ route, body: { code: -401 } });
      }
    }
  });
});
