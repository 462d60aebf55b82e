import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invalid } from '../../src/lib/errors.ts';
import { PUBLIC_CACHE_TTL_MS, publicCache } from '../../src/lib/response-cache.ts';
import { createTestApp, type TestContext } from '../support/app.ts';

let ctx: TestContext;
let calls = 0;
let cached: ReturnType<typeof publicCache>;
beforeAll(async () => {
  ctx = await createTestApp({}, (app) => {
    cached = publicCache(app);
    app.get(
      '/gateway/__cached',
      {
        ...cached.hooks,
        schema: {
          querystring: z.object({ fail: z.string().optional(), v: z.string().optional() }),
        },
      },
      async (request, reply) => {
        calls += 1;
        if (request.query.fail) throw invalid('不行');
        return reply.ok({ calls });
      },
    );
  });
});
afterAll(() => ctx.close());

const call = async (query = '') => {
  const res = await ctx.app.inject({ url: `/gateway/__cached${query}` });
  return {
    body: res.json() as { code: number; data: { calls: number } | null },
    type: res.headers['content-type'],
  };
};

describe('publicCache', () => {
  it('answers a URL from memory until the period ends', async () => {
    const first = await call();
    const second = await call();
    expect(second.body).toEqual(first.body);
    expect(second.type).toBe('application/json; charset=utf-8');
    expect(calls).toBe(1);
    ctx.clock.advance(PUBLIC_CACHE_TTL_MS);
    expect((await call()).body.data?.calls).toBe(2);
  });

  it('keeps each URL apart and never keeps a refusal', async () => {
    const other = await call('?v=1');
    expect(other.body.data?.calls).toBe(3);
    expect((await call('?fail=1')).body.code).toBe(400);
    expect((await call('?fail=1')).body.code).toBe(400);
    expect(calls).toBe(5);
  });

  it('forgets every answer on clear()', async () => {
    const first = await call('?v=clear');
    expect((await call('?v=clear')).body.data?.calls).toBe(first.body.data?.calls);
    cached.clear();
    expect((await call('?v=clear')).body.data?.calls).toBe((first.body.data?.calls ?? 0) + 1);
  });
});
