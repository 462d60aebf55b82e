import { AdminContentPaths } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../src/db/seed/index.ts';
import { readyOperator } from './support/admin-queues.ts';
import { createTwinApps, type TestContext } from './support/app.ts';
import { get, nextPhone, passwordLogin, post, registerMember } from './support/client.ts';

/**
 * Two server processes on one database (issue #29): what lives in the database agrees without
 * Redis; with Redis (TEST_REDIS_URL, set by test:pg and .ci/run) per-IP limits are counted once
 * for both and a write on one is seen on the other's next request, caches and all.
 */
const redisUrl = process.env.TEST_REDIS_URL;

describe('two processes on one database', () => {
  let a: TestContext;
  let b: TestContext;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ a, b, close } = await createTwinApps());
  });
  afterAll(() => close());

  it('a login on A is a session on B; a logout on B ends it on A within 1 s', async () => {
    await registerMember(a, { username: 'twin_session' });
    const { token } = (await passwordLogin(a.app, 'twin_session')).data;
    const mine = (ctx: TestContext) => get(ctx.app, '/client/mine/collect/list', { token });
    expect((await mine(a)).code).toBe(1);
    expect((await mine(b)).code).toBe(1);
    expect((await post(b.app, '/client/logout', undefined, { token })).code).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await mine(a)).code).toBe(-401);
  });

  it('an SMS code resend within 60 s is refused across A and B', async () => {
    const telephone = nextPhone();
    expect((await post(a.app, '/client/api/send/captcha', { type: 2, telephone })).code).toBe(1);
    expect((await post(b.app, '/client/api/send/captcha', { type: 2, telephone })).code).toBe(429);
  });

  it('wrong passwords split across A and B lock the account', async () => {
    await registerMember(a, { username: 'twin_lock' });
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await passwordLogin(i % 2 ? b.app : a.app, 'twin_lock', 'bad123!x')).code);
    }
    expect(codes.slice(5).every((c) => c === 423)).toBe(true);
    expect((await passwordLogin(b.app, 'twin_lock')).code).toBe(423);
  });
});

describe.runIf(redisUrl)('two processes sharing Redis', () => {
  let a: TestContext;
  let b: TestContext;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const prefix = `test${Math.random().toString(36).slice(2, 10)}`;
    ({ a, b, close } = await createTwinApps({ REDIS_URL: redisUrl, REDIS_PREFIX: prefix }));
    await seedIfEmpty(a.db, a.app.log, { now: a.clock.now() });
    await new Promise((resolve) => setTimeout(resolve, 300)); // subscriptions in place
  });
  afterAll(() => close());

  it('counts a per-IP limit once for both: 40 slide puzzles split across A and B, 30 a minute', async () => {
    const {
      a: ra,
      b: rb,
      close: closeLimited,
    } = await createTwinApps({
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `rl${Math.random().toString(36).slice(2, 10)}`,
      RATE_LIMIT: true,
    });
    try {
      const codes = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          post(i % 2 ? rb.app : ra.app, '/client/api/slide/challenge', undefined, {
            ip: '10.20.30.40',
          }).then((r) => r.code),
        ),
      );
      expect(codes.filter((c) => c === 1).length).toBe(30);
      expect(codes.filter((c) => c === 429).length).toBe(10);
    } finally {
      await closeLimited();
    }
  });

  it("a member's collect on A shows on B's next list at once", async () => {
    const { token } = await registerMember(a, { username: 'twin_collect' });
    const list = (ctx: TestContext) =>
      get<{ records: { id: number; isCollect: boolean }[] }>(
        ctx.app,
        '/client/api/outcome/page?pageSize=5',
        { token },
      );
    const first = (await list(b)).data.records[0];
    expect(first?.isCollect).toBe(false); // B now holds the page and the member's set
    expect(
      (await post(a.app, '/client/mine/collect/tech', { id: first?.id }, { token })).code,
    ).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await list(b)).data.records.find((r) => r.id === first?.id)?.isCollect).toBe(true);
  });

  it("an operator's content change on A shows on B at once", async () => {
    const content = await readyOperator(a, 'twin_content', ['content']);
    const words = async (ctx: TestContext) =>
      (await get<{ words: string }[]>(ctx.app, '/client/api/home/hot/words')).data.map(
        (w) => w.words,
      );
    expect(await words(b)).not.toContain('钠离子电池'); // cached on B
    const created = await post(
      a.app,
      AdminContentPaths.siteList('hotWords'),
      { words: '钠离子电池', sort: 1 },
      { token: content },
    );
    expect(created.code).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await words(b)).toContain('钠离子电池');
  });
});

describe('Redis unreachable', () => {
  it('starts within seconds and keeps serving, limits skipped rather than the site down', async () => {
    const started = Date.now();
    const { a, close } = await createTwinApps({
      REDIS_URL: 'redis://127.0.0.1:1',
      RATE_LIMIT: true,
    });
    try {
      expect(Date.now() - started).toBeLessThan(15_000);
      expect((await get(a.app, '/client/api/home/hot/words')).code).toBe(1);
      expect((await post(a.app, '/client/api/slide/challenge')).code).toBe(1);
    } finally {
      await close();
    }
  });
});
