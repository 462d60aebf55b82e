import { describe, expect, it } from 'vitest';
import { appForFile, createTestApp } from '../support/app.ts';
import { nextPhone, post, registerMember, smsCode } from '../support/client.ts';

const ctx = appForFile();

const send = (body: unknown, form = false) =>
  post(ctx.app, '/client/api/send/captcha', body, { form });
const countCodes = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('smsCodes')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /client/api/send/captcha', () => {
  it('sends a 6-digit code and says 验证码已发送', async () => {
    const telephone = nextPhone();
    const res = await send({ type: 2, telephone });
    expect(res).toEqual({ code: 1, msg: '验证码已发送', data: null });
    expect(await smsCode(ctx.app, telephone, 2)).toMatch(/^\d{6}$/);
  });

  it('stores only a hash of the code', async () => {
    const telephone = nextPhone();
    await send({ type: 2, telephone });
    const code = await smsCode(ctx.app, telephone, 2);
    const rows = await ctx.db
      .selectFrom('smsCodes')
      .selectAll()
      .where('telephone', '=', telephone)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts URL-encoded form posts', async () => {
    const telephone = nextPhone();
    const res = await send({ type: '2', telephone }, true);
    expect(res.code).toBe(1);
  });

  it.each([
    ['12345678901', '请输入正确手机号'],
    ['1381234567', '请输入正确手机号'],
    ['14212345678', '请输入正确手机号'],
    ['', '请输入正确手机号'],
  ])('rejects the phone %s', async (telephone, msg) => {
    const before = await countCodes();
    const res = await send({ type: 2, telephone });
    expect(res).toMatchObject({ code: 400, msg });
    expect(await countCodes()).toBe(before);
  });

  it('rejects an unknown purpose, unknown fields and wrong types', async () => {
    const before = await countCodes();
    expect((await send({ type: 7, telephone: nextPhone() })).code).toBe(400);
    expect((await send({ type: 2, telephone: nextPhone(), admin: true })).code).toBe(400);
    expect((await send({ type: 2, telephone: 13800000000 })).code).toBe(400);
    expect((await send({ type: 2, telephone: '1'.repeat(100_000) })).code).toBe(400);
    expect(await countCodes()).toBe(before);
  });

  it('refuses a register code for a registered phone, and login/forgot codes for unknown phones', async () => {
    const { telephone } = await registerMember(ctx, { username: 'captcha_owner' });
    expect(await send({ type: 2, telephone })).toMatchObject({ code: 409, msg: '该手机号已注册' });
    const stranger = nextPhone();
    expect(await send({ type: 1, telephone: stranger })).toMatchObject({
      code: 400,
      msg: '该手机号未注册',
    });
    expect(await send({ type: 3, telephone: stranger })).toMatchObject({
      code: 400,
      msg: '该手机号未注册',
    });
    expect((await send({ type: 1, telephone })).code).toBe(1);
  });

  it('refuses a resend within 60 s, per purpose, and allows it after', async () => {
    const telephone = nextPhone();
    expect((await send({ type: 2, telephone })).code).toBe(1);
    ctx.clock.advance(20_000);
    expect(await send({ type: 2, telephone })).toMatchObject({
      code: 429,
      msg: '请40秒后再获取验证码',
    });
    ctx.clock.advance(40_000);
    expect((await send({ type: 2, telephone })).code).toBe(1);
  });

  it('caps a phone at 10 codes a day', async () => {
    const telephone = nextPhone();
    for (let i = 0; i < 10; i++) {
      expect((await send({ type: 2, telephone })).code).toBe(1);
      ctx.clock.advance(61_000);
    }
    expect(await send({ type: 2, telephone })).toMatchObject({
      code: 429,
      msg: '今日验证码发送次数已达上限，请明天再试',
    });
  });
});

describe('SMS limits under parallel requests', () => {
  it('sends one code when ten requests for the same phone arrive together', async () => {
    const telephone = nextPhone();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send({ type: 2, telephone })),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 429)).toHaveLength(9);
    const sent = await ctx.db
      .selectFrom('smsCodes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('telephone', '=', telephone)
      .executeTakeFirstOrThrow();
    expect(Number(sent.n)).toBe(1);
  });
});

describe('per-IP and site-wide daily SMS caps', () => {
  it('caps one address, and the whole site, per day, exactly under parallel requests', async () => {
    const capped = await createTestApp({
      RATE_LIMIT: true,
      SMS_DAILY_LIMIT_PER_IP: 3,
      SMS_DAILY_LIMIT_SITE: 5,
    });
    try {
      const sendFrom = (ip: string) =>
        capped.app
          .inject({
            method: 'POST',
            url: '/gateway/client/api/send/captcha',
            remoteAddress: ip,
            payload: { type: 2, telephone: nextPhone() },
          })
          .then((r) => r.json() as { code: number; msg: string });
      const one = await Promise.all(Array.from({ length: 6 }, () => sendFrom('10.0.0.1')));
      expect(one.filter((a) => a.code === 1)).toHaveLength(3);
      expect(one.find((a) => a.code !== 1)).toMatchObject({
        code: 429,
        msg: '今日验证码发送次数已达上限，请明天再试',
      });
      const many = await Promise.all(
        Array.from({ length: 8 }, (_, i) => sendFrom(`10.0.1.${i + 1}`)),
      );
      expect(many.filter((a) => a.code === 1)).toHaveLength(2);
      expect(many.find((a) => a.code !== 1)).toMatchObject({
        code: 429,
        msg: '今日短信发送量已达平台上限，请明天再试或使用账号密码登录',
      });
      capped.clock.advance(86_400_000);
      expect((await sendFrom('10.0.0.1')).code).toBe(1);
    } finally {
      await capped.close();
    }
  });
});
