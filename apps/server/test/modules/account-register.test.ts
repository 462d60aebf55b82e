import { digestPassword } from '@portal/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app.ts';
import { nextPhone, PASSWORD, post, registerMember, smsCode } from '../support/client.ts';

const ctx = appForFile();

const userCount = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('users')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function codeFor(telephone: string, type = 2) {
  ctx.clock.advance(61_000);
  const sent = await post(ctx.app, '/client/api/send/captcha', { type, telephone });
  expect(sent.code).toBe(1);
  return smsCode(ctx.app, telephone, type);
}

const register = (body: Record<string, unknown>) => post(ctx.app, '/client/api/register', body);

describe('POST /client/api/register', () => {
  let telephone: string;
  beforeEach(() => {
    telephone = nextPhone();
  });

  it("accepts spec §7's body without an account type, which stays unchosen (0)", async () => {
    const captcha = await codeFor(telephone);
    const res = await register({
      username: 'spec_body',
      telephone,
      captcha,
      password: digestPassword(PASSWORD),
    });
    expect(res.code).toBe(1);
    const user = await ctx.db
      .selectFrom('users')
      .select('accountType')
      .where('telephone', '=', telephone)
      .executeTakeFirstOrThrow();
    expect(user.accountType).toBe(0);
  });

  it('creates the member, starts a session and stores an argon2id hash of the digest', async () => {
    const captcha = await codeFor(telephone);
    const res = await register({
      username: '张三_2026',
      telephone,
      captcha,
      password: digestPassword(PASSWORD),
      accountType: 5,
    });
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ username: '张三_2026', telephone, needChangePassword: false });
    const user = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('telephone', '=', telephone)
      .executeTakeFirstOrThrow();
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.accountType).toBe(5);
    const info = await post(ctx.app, '/client/mine/auth/info', undefined, {
      token: (res.data as { token: string }).token,
    });
    expect(info.data).toMatchObject({ authType: 0, verifyStatus: 0 });
    const audit = await ctx.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'register')
      .execute();
    expect(audit.some((a) => a.actor === '张三_2026' && a.outcome === 'success')).toBe(true);
  });

  it('refuses a duplicate username with 409 and keeps the code usable', async () => {
    await registerMember(ctx, { username: 'dup_name' });
    const captcha = await codeFor(telephone);
    const before = await userCount();
    const res = await register({
      username: 'dup_name',
      telephone,
      captcha,
      password: digestPassword(PASSWORD),
      accountType: 2,
    });
    expect(res).toMatchObject({ code: 409, msg: '该账号已存在' });
    expect(await userCount()).toBe(before);
    const retry = await register({
      username: 'dup_name_2',
      telephone,
      captcha,
      password: digestPassword(PASSWORD),
      accountType: 2,
    });
    expect(retry.code).toBe(1);
  });

  it('refuses a duplicate phone with 409', async () => {
    const captcha = await codeFor(telephone);
    await registerMember(ctx, { username: 'phone_owner_a', telephone: nextPhone() });
    expect(
      (
        await register({
          username: 'phone_owner_b',
          telephone,
          captcha,
          password: digestPassword(PASSWORD),
          accountType: 2,
        })
      ).code,
    ).toBe(1);
    const res = await register({
      username: 'phone_owner_c',
      telephone,
      captcha,
      password: digestPassword(PASSWORD),
      accountType: 2,
    });
    expect(res).toMatchObject({ code: 409, msg: '该手机号已注册' });
  });

  it('refuses a common password and a plain (undigested) password', async () => {
    const captcha = await codeFor(telephone);
    const before = await userCount();
    const common = await register({
      username: 'weak_pw',
      telephone,
      captcha,
      password: digestPassword('password'),
      accountType: 2,
    });
    expect(common).toMatchObject({ code: 400, msg: '密码过于简单，请更换密码' });
    const plain = await register({
      username: 'weak_pw',
      telephone,
      captcha,
      password: 'abc123!x',
      accountType: 2,
    });
    expect(plain.code).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it('refuses wrong, expired, reused and wrong-purpose codes', async () => {
    const body = (captcha: string, username: string) => ({
      username,
      telephone,
      captcha,
      password: digestPassword(PASSWORD),
      accountType: 3,
    });
    const captcha = await codeFor(telephone);
    const wrong = captcha === '000000' ? '111111' : '000000';
    expect(await register(body(wrong, 'code_user'))).toMatchObject({
      code: 400,
      msg: '验证码错误，还可尝试4次',
    });

    ctx.clock.advance(5 * 60_000 + 1);
    expect(await register(body(captcha, 'code_user'))).toMatchObject({
      code: 400,
      msg: '验证码错误或已失效，请重新获取',
    });

    const fresh = await codeFor(telephone);
    expect((await register(body(fresh, 'code_user'))).code).toBe(1);
    const other = nextPhone();
    const reusedCode = await codeFor(other);
    expect((await register({ ...body(reusedCode, 'code_user_2'), telephone: other })).code).toBe(1);
    expect((await register({ ...body(reusedCode, 'code_user_3'), telephone: other })).code).toBe(
      409,
    );

    // A login code (purpose 1) is never accepted for registration.
    const third = nextPhone();
    await registerMember(ctx, { username: 'purpose_owner', telephone: third });
    const loginCode = await codeFor(third, 1);
    await ctx.db.deleteFrom('users').where('telephone', '=', third).execute();
    expect(await register({ ...body(loginCode, 'purpose_user'), telephone: third })).toMatchObject({
      code: 400,
      msg: '验证码错误或已失效，请重新获取',
    });
  });

  it('locks a code after 5 wrong tries', async () => {
    const captcha = await codeFor(telephone);
    const wrong = captcha === '000000' ? '111111' : '000000';
    const body = (c: string) => ({
      username: 'tries_user',
      telephone,
      captcha: c,
      password: digestPassword(PASSWORD),
      accountType: 2,
    });
    for (let i = 4; i >= 1; i--) {
      expect((await register(body(wrong))).msg).toBe(`验证码错误，还可尝试${i}次`);
    }
    expect((await register(body(wrong))).msg).toBe('验证码错误次数过多，请重新获取');
    expect((await register(body(captcha))).msg).toBe('验证码错误次数过多，请重新获取');
  });

  it.each([
    [{}, '请输入账号'],
    [{ username: '' }, '请输入账号'],
    [{ username: 'ok_name' }, '请输入手机号'],
    [{ username: 'ok_name', telephone: '13800000000' }, '请输入验证码'],
    [{ username: 'ok_name', telephone: '13800000000', captcha: '123456' }, '请输入密码'],
    [
      { username: 'x'.repeat(5000), telephone: '13800000000', captcha: '123456' },
      '账号由2-30位字母、数字、下划线或汉字组成',
    ],
  ])('answers %j with %s and writes nothing', async (body, msg) => {
    const before = await userCount();
    const res = await register(body);
    expect(res).toMatchObject({ code: 400, msg });
    expect(await userCount()).toBe(before);
  });

  it('refuses unknown fields and a non-JSON body', async () => {
    const captcha = await codeFor(telephone);
    const before = await userCount();
    const res = await register({
      username: 'extra_user',
      telephone,
      captcha,
      password: digestPassword(PASSWORD),
      accountType: 2,
      role: 'operator',
    });
    expect(res.code).toBe(400);
    const raw = await ctx.app.inject({
      method: 'POST',
      url: '/gateway/client/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(raw.statusCode).toBe(200);
    expect(raw.json()).toMatchObject({ code: 400, msg: '请检查填写信息' });
    expect(await userCount()).toBe(before);
  });
});
