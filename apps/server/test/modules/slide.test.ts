import { ApiCode } from '@portal/shared';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { SLIDE_CHALLENGES_PER_IP_HOUR } from '../../src/modules/captcha/service.ts';
import { appForFile, createTestApp } from '../support/app.ts';
import { humanTrace, post } from '../support/client.ts';

const ctx = appForFile();

interface Challenge {
  challengeId: string;
  width: number;
  height: number;
  background: string;
  piece: string;
  pieceWidth: number;
}

const challenge = async () => (await post<Challenge>(ctx.app, '/client/api/slide/challenge')).data;
const answer = async (id: string) =>
  (
    (await ctx.app.inject({ method: 'GET', url: `/gateway/__test__/slide/${id}` })).json() as {
      x: number;
    }
  ).x;
const verify = (body: unknown) =>
  post<{ ticket: string }>(ctx.app, '/client/api/slide/verify', body);
const decode = (dataUrl: string) => PNG.sync.read(Buffer.from(dataUrl.split(',')[1]!, 'base64'));

describe('slide puzzle', () => {
  it('issues 460×180 images without revealing the answer', async () => {
    const c = await challenge();
    expect(c).toMatchObject({ width: 460, height: 180, pieceWidth: 65 });
    expect(decode(c.background)).toMatchObject({ width: 460, height: 180 });
    expect(decode(c.piece)).toMatchObject({ width: 65, height: 180 });
    expect(JSON.stringify(c)).not.toMatch(/"(x|answer)"/);
  });

  it('accepts a hand-like drag within 6 px and answers 验证成功 with a ticket', async () => {
    const c = await challenge();
    const x = await answer(c.challengeId);
    const res = await verify({ challengeId: c.challengeId, ...humanTrace(x + 5) });
    expect(res).toMatchObject({ code: 1, msg: '验证成功' });
    expect(res.data.ticket.length).toBeGreaterThanOrEqual(43);
  });

  it('answers 验证失败 for a wrong position, and allows one try per challenge', async () => {
    const c = await challenge();
    const x = await answer(c.challengeId);
    expect(await verify({ challengeId: c.challengeId, ...humanTrace(x + 30) })).toMatchObject({
      code: 400,
      msg: '验证失败',
    });
    expect(await verify({ challengeId: c.challengeId, ...humanTrace(x) })).toMatchObject({
      code: 400,
      msg: '验证失败',
    });
  });

  it('answers 验证失败 to a right position posted without a drag trace', async () => {
    for (const body of [
      (x: number) => ({ x, duration: 700 }),
      (x: number) => ({ x }),
      (x: number) => ({ x, duration: 700, trace: [] }),
    ]) {
      const c = await challenge();
      const res = await verify({
        challengeId: c.challengeId,
        ...body(await answer(c.challengeId)),
      });
      expect(res).toMatchObject({ code: 400, msg: '验证失败' });
    }
  });

  it('answers 验证失败 to drags no hand makes, and leaves the challenge spent', async () => {
    const robotic: ((x: number) => object)[] = [
      // One speed all the way, sampled every 20 ms.
      (x) => {
        const trace = Array.from({ length: 41 }, (_, i) => [Math.round((x * i) / 40), 0, i * 20]);
        return { x, duration: 800, trace };
      },
      // Shaped like a hand's, but five times too fast.
      (x) => {
        const drag = humanTrace(x);
        const fast = (t: number) => Math.round(t / 5);
        return {
          x,
          duration: fast(drag.duration),
          trace: drag.trace.map(([dx, dy, t]) => [dx, dy, fast(t)]),
        };
      },
      // A jump: start, then straight at the hole.
      (x) => ({
        x,
        duration: 900,
        trace: [[0, 0, 0], ...Array.from({ length: 9 }, (_, i) => [x, 0, 100 * (i + 1)])],
      }),
      // A trace that ends somewhere else than the reported release.
      (x) => ({ ...humanTrace(x + 60), x }),
      // Time running backwards.
      (x) => {
        const drag = humanTrace(x);
        return { ...drag, trace: drag.trace.map(([dx, dy, t], i) => [dx, dy, i === 3 ? 0 : t]) };
      },
    ];
    for (const drag of robotic) {
      const c = await challenge();
      const x = await answer(c.challengeId);
      expect((await verify({ challengeId: c.challengeId, ...drag(x) })).msg).toBe('验证失败');
      expect((await verify({ challengeId: c.challengeId, ...humanTrace(x) })).msg).toBe('验证失败');
    }
  });

  it('refuses an expired challenge and garbage', async () => {
    const late = await challenge();
    ctx.clock.advance(2 * 60_000 + 1);
    expect(
      (
        await verify({
          challengeId: late.challengeId,
          ...humanTrace(await answer(late.challengeId)),
        })
      ).msg,
    ).toBe('验证失败');
    expect((await verify({ challengeId: 'not-a-uuid', ...humanTrace(10) })).msg).toBe('验证失败');
    const c = await challenge();
    const tooLong = humanTrace(await answer(c.challengeId));
    tooLong.trace = Array.from({ length: 201 }, (_, i) => [i, 0, i * 16]);
    expect((await verify({ challengeId: c.challengeId, ...tooLong })).msg).toBe('验证失败');
    expect((await verify({})).msg).toBe('验证失败');
  });
});

describe('slide puzzle challenges per IP', () => {
  it(`gives one IP at most ${SLIDE_CHALLENGES_PER_IP_HOUR} puzzles an hour`, async () => {
    const limited = await createTestApp({ RATE_LIMIT: true });
    try {
      const now = limited.clock.now();
      // This hour's counter of one address, three puzzles short of the cap.
      await limited.db
        .insertInto('quotaCounters')
        .values({
          scope: 'slide-ip',
          key: '203.0.113.7',
          period: String(Math.floor(now / 3_600_000)),
          count: SLIDE_CHALLENGES_PER_IP_HOUR - 3,
          lastAt: now,
        })
        .execute();
      const url = '/client/api/slide/challenge';
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => post(limited.app, url, undefined, { ip: '203.0.113.7' })),
      );
      expect(answers.filter((a) => a.code === 1)).toHaveLength(3);
      expect(answers.find((a) => a.code !== 1)).toMatchObject({
        code: ApiCode.TOO_MANY,
        msg: '操作过于频繁，请稍后再试',
      });
      expect((await post(limited.app, url, undefined, { ip: '203.0.113.8' })).code).toBe(1);
      limited.clock.advance(3_600_000);
      expect((await post(limited.app, url, undefined, { ip: '203.0.113.7' })).code).toBe(1);
    } finally {
      await limited.close();
    }
  });
});
