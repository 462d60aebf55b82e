import { describe, expect, it } from 'vitest';
import { appForFile } from '../support/app.ts';

const ctx = appForFile();

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
