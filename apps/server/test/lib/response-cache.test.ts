import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invalidate } from '../../src/lib/cache-registry.ts';
import { invalid } from '../../src/lib/errors.ts';
import { PUBLIC_CACHE_TTL_MS, publicCache } from '../../src/lib/response-cache.ts';
import { createTestApp, type TestContext } from '../support/app.ts';

const BIG_TEXT = '科技成果转化'.repeat(400);

let ctx: TestContext;
let calls = 0;
let cached: ReturnType<typeof publicCache>;
beforeAll(async () => {
  ctx = await createTestApp({}, (app) => {
    cached = publicCache(app, ['test']);
    app.get(
      '/gateway/__cached',
      {
        ...cached.hooks,
        schema: {
          querystring: z.object({
            fail: z.string().optional(),
            v: z.string().optional(),
            big: z.string().optional(),
          }),
        },
      },
      async (request, reply) => {
        calls += 1;
        if (request.query.fail) throw invalid('不行');
        if (request.query.big) return reply.ok({ calls, text: BIG_TEXT });
        return reply.ok({ calls });
      },
    );
    app.post(
      '/gateway/__cached-list',
      {
        ...cached.hooks,
        schema: {
          body: z
            .object({ page: z.number({ error: '页码不对' }).default(1) })
            .refine(() => ++validations > 0),
        },
      },
      async (request, reply) => {
        postCalls += 1;
        return reply.ok({ calls: postCalls, page: request.body.page });
      },
    );
  });
});
let postCalls = 0;
let validations = 0;
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

  it('forgets every answer when its tag (or an item of it) is invalidated, not another tag', async () => {
    const first = await call('?v=clear');
    expect((await call('?v=clear')).body.data?.calls).toBe(first.body.data?.calls);
    invalidate(ctx.app, 'other', 'other:1');
    expect((await call('?v=clear')).body.data?.calls).toBe(first.body.data?.calls);
    invalidate(ctx.app, 'test');
    const second = (await call('?v=clear')).body.data?.calls ?? 0;
    expect(second).toBe((first.body.data?.calls ?? 0) + 1);
    invalidate(ctx.app, 'test:7');
    expect((await call('?v=clear')).body.data?.calls).toBe(second + 1);
  });
});

describe('publicCache on a POST list', () => {
  const list = async (body: unknown) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/gateway/__cached-list',
        payload: body as object,
      })
    ).json() as { code: number; data: { calls: number; page: number } };

  it('keys the answer by the validated body: the same page from memory, another page loaded', async () => {
    const first = await list({ page: 2 });
    expect(await list({ page: 2 })).toEqual(first);
    // {} and {page: 1} are one request once validated.
    const one = await list({});
    expect((await list({ page: 1 })).data).toEqual({ calls: one.data.calls, page: 1 });
    expect(postCalls).toBe(2);
    expect((await list({ page: 'x' })).code).toBe(400);
    invalidate(ctx.app, 'test');
    expect((await list({ page: 2 })).data.calls).toBe(3);
  });

  it('answers a body sent before as it was sent before validating it; a bad body is still refused', async () => {
    const first = await list({ page: 7 });
    const checked = validations;
    expect(await list({ page: 7 })).toEqual(first);
    expect(validations).toBe(checked);
    // Another spelling of a kept page is validated, then answered from memory.
    expect((await list({ page: 7, note: 'x' })).data).toEqual(first.data);
    expect(validations).toBe(checked + 1);
    for (let i = 0; i < 2; i++) {
      const refused = (await list({ page: 'x' })) as unknown as { code: number; msg: string };
      expect(refused.code).toBe(400);
      expect(refused.msg).toContain('页码不对');
    }
    expect(postCalls).toBe(first.data.calls);
  });
});

describe('publicCache with compression', () => {
  const fetchBig = (encoding?: string) =>
    ctx.app.inject({
      url: '/gateway/__cached?big=1',
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it('answers a large body in the encoding the client prefers, from memory on a hit', async () => {
    const plain = await fetchBig();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const before = calls;
    const br = await fetchBig('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    const gz = await fetchBig('gzip;q=1, br;q=0.5');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect((await fetchBig('br')).rawPayload.equals(br.rawPayload)).toBe(true);
    expect(calls).toBe(before);
  });

  it('compresses the first answer too, and leaves small bodies alone', async () => {
    ctx.clock.advance(PUBLIC_CACHE_TTL_MS);
    const first = await fetchBig('br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(first.rawPayload).toString())).toMatchObject({
      code: 1,
      data: { text: BIG_TEXT },
    });
    const small = await ctx.app.inject({
      url: '/gateway/__cached?v=small',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 1 });
  });
});

describe('publicCache with identical concurrent misses', () => {
  let loads = 0;
  let release: () => void = () => {};
  let slow: TestContext;
  beforeAll(async () => {
    slow = await createTestApp({}, (app) => {
      const cache = publicCache(app, ['slow']);
      app.get(
        '/gateway/__slow',
        { ...cache.hooks, schema: { querystring: z.object({ fail: z.string().optional() }) } },
        async (request, reply) => {
          loads += 1;
          await new Promise<void>((resolve) => (release = resolve));
          if (request.query.fail) throw invalid('不行');
          return reply.ok({ loads });
        },
      );
    });
  });
  afterAll(() => slow.close());

  const many = async (url: string, n: number) => {
    const answers = Array.from({ length: n }, () => slow.app.inject({ url }));
    // Every request has reached the hooks before the one load finishes.
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    return Promise.all(answers);
  };

  it('runs the loader once for N identical misses and answers all of them', async () => {
    const answers = await many('/gateway/__slow', 12);
    expect(loads).toBe(1);
    expect(answers.map((r) => r.json().data)).toEqual(Array(12).fill({ loads: 1 }));
  });

  it('lets the waiting requests load their own answer when the first is refused', async () => {
    loads = 0;
    const first = slow.app.inject({ url: '/gateway/__slow?fail=1' });
    const second = slow.app.inject({ url: '/gateway/__slow?fail=1' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect((await first).json().code).toBe(400);
    // The refusal is not kept: the waiting request runs its own query.
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect((await second).json().code).toBe(400);
    expect(loads).toBe(2);
  });

  it('does not keep an answer whose load began before its tag was invalidated', async () => {
    loads = 0;
    const url = '/gateway/__slow?race=1';
    const loaded = async (during?: () => void) => {
      const answer = slow.app.inject({ url });
      await new Promise((resolve) => setTimeout(resolve, 50));
      during?.();
      release();
      return (await answer).json().data;
    };
    // A write lands while the first load runs: its answer is served, not kept.
    expect(await loaded(() => invalidate(slow.app, 'slow:3'))).toEqual({ loads: 1 });
    // An unrelated write does not stop the second load's answer being kept.
    expect(await loaded(() => invalidate(slow.app, 'other'))).toEqual({ loads: 2 });
    expect((await slow.app.inject({ url })).json().data).toEqual({ loads: 2 });
  });
});
