import { FEEDBACK_PER_DAY, InteractionMessages, Messages } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackList, handleFeedback } from '../../src/modules/interaction/operator.ts';
import { createTestApp, type TestContext } from '../support/app.ts';
import { post, registerMember } from '../support/client.ts';
import { chars, countRows } from '../support/home.ts';

let ctx: TestContext;
beforeAll(async () => {
  // The per-address limit is on, as in production.
  ctx = await createTestApp({ RATE_LIMIT: true });
});
afterAll(() => ctx.close());

const FEEDBACK = { type: 1, content: '建议成果列表增加按专利类型筛选。', contact: '13805310001' };
const send = (body: Record<string, unknown>, options: { token?: string; ip?: string } = {}) =>
  post<{ id: number }>(ctx.app, '/client/api/feedback/add', body, {
    ip: options.ip ?? '10.0.0.1',
    ...(options.token ? { token: options.token } : {}),
  });

describe('POST /client/api/feedback/add', () => {
  it('checks each field with its message and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...FEEDBACK, type: undefined }, InteractionMessages.feedbackTypeRequired],
      [{ ...FEEDBACK, type: 5 }, InteractionMessages.feedbackTypeRequired],
      [{ ...FEEDBACK, content: ' ' }, InteractionMessages.feedbackRequired],
      [{ ...FEEDBACK, content: chars(301) }, InteractionMessages.feedbackTooLong],
      [{ ...FEEDBACK, contact: '12345' }, Messages.phoneInvalidLong],
      [{ ...FEEDBACK, contact: '1380531000a' }, Messages.phoneInvalidLong],
      [{ ...FEEDBACK, extra: 1 }, Messages.unknownFields(['extra'])],
    ];
    for (const [body, msg] of cases) {
      const res = await send(body, { ip: '10.0.0.9' });
      expect({ code: res.code, msg: res.msg }).toEqual({ code: 400, msg });
    }
    expect(await countRows(ctx, 'feedbacks')).toBe(0);
  });

  it('takes a guest’s feedback (contact optional, form-encoded) and links a member’s', async () => {
    const guest = await post<{ id: number }>(
      ctx.app,
      '/client/api/feedback/add',
      { type: '2', content: '手机上出价记录需要左右滑动。', contact: '' },
      { form: true, ip: '10.0.0.2' },
    );
    expect(guest).toMatchObject({ code: 1, msg: InteractionMessages.feedbackSuccess });
    const { token } = await registerMember(ctx, { username: 'fb_member' });
    const member = await send({ ...FEEDBACK, content: chars(300) }, { token, ip: '10.0.0.3' });
    expect(member.code).toBe(1);
    const rows = await ctx.db.selectFrom('feedbacks').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.userId === null, r.contact, r.status, r.ip])).toEqual([
      [true, null, 0, '10.0.0.2'],
      [false, '13805310001', 0, '10.0.0.3'],
    ]);
  });

  it(`takes ${FEEDBACK_PER_DAY} a day from one address, even all at once`, async () => {
    const ip = '10.0.0.4';
    const before = await countRows(ctx, 'feedbacks');
    const results = await Promise.all(
      Array.from({ length: FEEDBACK_PER_DAY + 2 }, () => send(FEEDBACK, { ip })),
    );
    expect(results.filter((r) => r.code === 1)).toHaveLength(FEEDBACK_PER_DAY);
    for (const r of results.filter((x) => x.code !== 1)) {
      expect(r).toMatchObject({ code: 429, msg: InteractionMessages.feedbackLimit });
    }
    expect(await countRows(ctx, 'feedbacks')).toBe(before + FEEDBACK_PER_DAY);
    expect((await send(FEEDBACK, { ip: '10.0.0.5' })).code).toBe(1);
  });
});

describe('operators', () => {
  it('list feedback and mark it handled once', async () => {
    const pending = await feedbackList(ctx.db, 0);
    expect(pending.length).toBeGreaterThan(0);
    const target = pending[0]!;
    await handleFeedback(ctx.db, {
      id: target.id,
      note: '已回复',
      by: 'test',
      now: ctx.clock.now(),
    });
    await expect(
      handleFeedback(ctx.db, { id: target.id, by: 'test', now: ctx.clock.now() }),
    ).rejects.toMatchObject({ code: 409, message: '该反馈已处理' });
    await expect(
      handleFeedback(ctx.db, { id: 99_999, by: 'test', now: ctx.clock.now() }),
    ).rejects.toMatchObject({ code: 404 });
    const handled = await feedbackList(ctx.db, 1);
    expect(handled.map((f) => [f.id, f.statusName, f.handleNote])).toEqual([
      [target.id, '已处理', '已回复'],
    ]);
  });
});
