import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/app.ts';
import { post } from '../support/client.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

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

  it('accepts a drag within 6 px and answers 验证成功 with a ticket', async () => {
    const c = await challenge();
    const x = await answer(c.challengeId);
    const res = await verify({ challengeId: c.challengeId, x: x + 5, duration: 700 });
    expect(res).toMatchObject({ code: 1, msg: '验证成功' });
    expect(res.data.ticket.length).toBeGreaterThanOrEqual(43);
  });

  it('answers 验证失败 for a wrong position, and allows one try per challenge', async () => {
    const c = await challenge();
    const x = await answer(c.challengeId);
    expect(await verify({ challengeId: c.challengeId, x: x + 30, duration: 700 })).toMatchObject({
      code: 400,
      msg: '验证失败',
    });
    expect(await verify({ challengeId: c.challengeId, x, duration: 700 })).toMatchObject({
      code: 400,
      msg: '验证失败',
    });
  });

  it('refuses an inhumanly fast drag, an expired challenge and garbage', async () => {
    const fast = await challenge();
    expect(
      (
        await verify({
          challengeId: fast.challengeId,
          x: await answer(fast.challengeId),
          duration: 5,
        })
      ).msg,
    ).toBe('验证失败');
    const late = await challenge();
    ctx.clock.advance(2 * 60_000 + 1);
    expect(
      (
        await verify({
          challengeId: late.challengeId,
          x: await answer(late.challengeId),
          duration: 700,
        })
      ).msg,
    ).toBe('验证失败');
    expect((await verify({ challengeId: 'not-a-uuid', x: 10 })).msg).toBe('验证失败');
    expect((await verify({})).msg).toBe('验证失败');
  });
});
