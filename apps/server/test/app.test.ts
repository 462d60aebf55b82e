import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestContext } from './support/app.ts';
import { post } from './support/client.ts';

const BIG_TEXT = '科技成果转化'.repeat(400);

let ctx: TestContext;
beforeAll(async () => {
  // A route that fails the way a bug would, to check nothing internal leaks.
  ctx = await createTestApp({}, (app) => {
    app.get('/gateway/__boom__', async () => {
      throw new Error('SQLITE_CORRUPT: secret table layout at /srv/portal');
    });
    app.get('/gateway/__big__', async (_request, reply) => reply.ok({ text: BIG_TEXT }));
    let version = 0;
    app.get('/gateway/__changing__', async (_request, reply) =>
      reply.ok({ text: BIG_TEXT, version: Math.floor(version++ / 2) }),
    );
  });
});
afterAll(() => ctx.close());

describe('the envelope and transport errors', () => {
  it('answers an unknown API path with HTTP 404 in the envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/gateway/client/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
  });

  it('answers a failure with 500 and no internals', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/gateway/__boom__' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: '服务器繁忙，请稍后再试', data: null });
    expect(res.body).not.toContain('SQLITE');
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/gateway/client/api/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 413, msg: '提交内容过大' });
  });

  it('answers an unsupported content type as invalid input', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/gateway/client/api/register',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.json()).toMatchObject({ code: 400, msg: '请检查填写信息' });
  });

  it('sets security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/gateway/client/api/nope' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document with the account paths', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/gateway/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/gateway/client/api/login',
        '/gateway/client/api/register',
        '/gateway/client/user/auth',
      ]),
    );
    expect(Object.keys(doc.paths).some((p) => p.includes('__test__'))).toBe(false);
  });
});

describe('configuration', () => {
  it('refuses test hooks in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PORTAL_TEST_HOOKS: '1' })).toThrow(
      /PORTAL_TEST_HOOKS/,
    );
  });

  it('refuses a bad port and a non-postgres DATABASE_URL', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      API_BASE: '/gateway',
      SMS_PROVIDER: 'log',
      PORTAL_TEST_HOOKS: false,
      RATE_LIMIT: true,
      SEED_DEMO: true,
    });
  });
});

describe('production defaults', () => {
  const production = { NODE_ENV: 'production' } as const;

  it('refuses to start in production without an SMS provider chosen', () => {
    expect(() => loadConfig(production)).toThrow(/SMS_PROVIDER: set SMS_PROVIDER=http/);
  });

  it('seeds no demo data and hides the API docs in production unless asked', () => {
    expect(loadConfig({ ...production, SMS_PROVIDER: 'log' })).toMatchObject({
      SMS_PROVIDER: 'log',
      SEED_DEMO: false,
      API_DOCS: false,
      REQUEST_LOGGING: false,
      SQLITE_SYNCHRONOUS: 'FULL',
    });
    expect(
      loadConfig({ ...production, SMS_PROVIDER: 'log', SEED_DEMO: '1', API_DOCS: '1' }),
    ).toMatchObject({ SEED_DEMO: true, API_DOCS: true });
  });

  it('keeps development defaults: demo data, log SMS, docs, request logs', () => {
    expect(loadConfig({ SEED_DEMO: '' })).toMatchObject({
      SEED_DEMO: true,
      SMS_PROVIDER: 'log',
      API_DOCS: true,
      REQUEST_LOGGING: true,
    });
    expect(() => loadConfig({ SQLITE_SYNCHRONOUS: 'SOMETIMES' })).toThrow(/SQLITE_SYNCHRONOUS/);
  });

  it('leaves the API docs out with API_DOCS=0', async () => {
    const noDocs = await createTestApp({ API_DOCS: false });
    try {
      expect((await noDocs.app.inject({ url: '/gateway/docs/json' })).statusCode).toBe(404);
      expect((await noDocs.app.inject({ url: '/gateway/docs' })).statusCode).toBe(404);
    } finally {
      await noDocs.close();
    }
  });
});

describe('API compression', () => {
  it('compresses a large JSON answer for a client that accepts it', async () => {
    const res = await ctx.app.inject({
      url: '/gateway/__big__',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString())).toMatchObject({
      code: 1,
      data: { text: BIG_TEXT },
    });
    const plain = await ctx.app.inject({ url: '/gateway/__big__' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.json()).toMatchObject({ data: { text: BIG_TEXT } });
  });

  it('prefers brotli, says what it varies on, and leaves small answers alone', async () => {
    const res = await ctx.app.inject({
      url: '/gateway/__big__',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toMatchObject({
      data: { text: BIG_TEXT },
    });
    const small = await ctx.app.inject({
      url: '/gateway/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('reuses the bytes of a repeated answer and compresses a changed one afresh', async () => {
    const versions: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await ctx.app.inject({
        url: '/gateway/__changing__',
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.headers['content-encoding']).toBe('br');
      versions.push(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString()).data.version);
    }
    expect(versions).toEqual([0, 0, 1, 1]);
  });
});

describe('test hooks and rate limits', () => {
  it('exposes no test hooks without the flag, and limits captcha requests per IP', async () => {
    const strict = await createTestApp({ PORTAL_TEST_HOOKS: false, RATE_LIMIT: true });
    try {
      const hook = await strict.app.inject({
        method: 'GET',
        url: '/gateway/__test__/sms?telephone=13800000000&type=1',
      });
      expect(hook.statusCode).toBe(404);
      const answers = [];
      for (let i = 0; i < 31; i++) {
        answers.push(
          (await post(strict.app, '/client/api/slide/challenge', undefined, { ip: '10.9.8.7' }))
            .code,
        );
      }
      expect(answers.slice(0, 30).every((c) => c === 1)).toBe(true);
      expect(answers[30]).toBe(429);
      const other = await post(strict.app, '/client/api/slide/challenge', undefined, {
        ip: '10.9.8.8',
      });
      expect(other.code).toBe(1);
    } finally {
      await strict.close();
    }
  });
});
