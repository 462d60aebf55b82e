import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeOf } from '../../src/lib/schemas.ts';
import { createTestApp, type TestContext } from '../support/app.ts';

/** An answer object a route keeps and sends again (as guest details and searches do). */
const kept = { id: 7, title: '科技成果', internal: '不在答案里' };
let serialised = 0;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, (app) => {
    const answer = z.object({ id: z.number(), title: z.string() }).refine(() => {
      serialised += 1;
      return true;
    });
    const schema = { response: { 200: envelopeOf(answer) } };
    app.get('/gateway/__reused', { schema }, async (_request, reply) => reply.okReused(kept));
    app.get('/gateway/__fresh', { schema }, async (_request, reply) => reply.ok(kept));
  });
});
afterAll(() => ctx.close());

describe('reply.okReused', () => {
  it('answers exactly what reply.ok answers, through the route’s response schema', async () => {
    const reused = await ctx.app.inject({ url: '/gateway/__reused' });
    const fresh = await ctx.app.inject({ url: '/gateway/__fresh' });
    expect(reused.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(reused.body).toBe(fresh.body);
    expect(reused.json()).toEqual({ code: 1, msg: '操作成功', data: { id: 7, title: '科技成果' } });
  });

  it('serialises one answer object once, however often it is sent', async () => {
    serialised = 0;
    await Promise.all(
      Array.from({ length: 5 }, () => ctx.app.inject({ url: '/gateway/__reused' })),
    );
    expect(serialised).toBe(0);
    await ctx.app.inject({ url: '/gateway/__fresh' });
    expect(serialised).toBe(1);
  });
});
