import { digestPassword, type LoginRecord, type Page } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { describeAgent } from '../../src/modules/account/security.ts';
import { appForFile } from '../support/app.ts';
import {
  get,
  nextPhone,
  PASSWORD,
  passwordLogin,
  post,
  registerMember,
  slideTicket,
  smsCode,
} from '../support/client.ts';

const ctx = appForFile();

const CHROME_WIN =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

async function loginWithAgent(username: string, password: string, ua: string, ip: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/gateway/client/api/login',
    headers: { 'content-type': 'application/json', 'user-agent': ua },
    remoteAddress: ip,
    payload: JSON.stringify({
      type: 1,
      username,
      password: digestPassword(password),
      ticket: await slideTicket(ctx.app),
    }),
  });
  return res.json() as { code: number; data: { token: string } };
}

const history = (token: string) =>
  get<Page<LoginRecord>>(ctx.app, '/client/mine/account/login/page?pageSize=50', { token });

describe('login history', () => {
  it('lists the member own logins, success and failure, with IP and device', async () => {
    const { token } = await registerMember(ctx, { username: 'history_me' });
    await registerMember(ctx, { username: 'history_other' });
    expect((await loginWithAgent('history_me', 'wrong1!x', CHROME_WIN, '10.1.2.3')).code).toBe(400);
    expect((await loginWithAgent('history_me', PASSWORD, CHROME_WIN, '10.1.2.4')).code).toBe(1);
    expect((await loginWithAgent('history_other', PASSWORD, CHROME_WIN, '10.9.9.9')).code).toBe(1);
    const res = await history(token);
    expect(res.code).toBe(1);
    expect(res.data.total).toBe(2);
    const [ok, failed] = res.data.records;
    expect(ok).toMatchObject({
      success: true,
      ip: '10.1.2.4',
      device: 'Chrome · Windows',
      method: '账号密码',
      failure: null,
      userAgent: CHROME_WIN,
    });
    expect(ok!.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(failed).toMatchObject({ success: false, ip: '10.1.2.3', failure: '密码错误' });
    expect(res.data.records.some((r) => r.ip === '10.9.9.9')).toBe(false);
  });

  it('answers -401 to a guest and checks paging', async () => {
    expect((await get(ctx.app, '/client/mine/account/login/page')).code).toBe(-401);
    const { token } = await registerMember(ctx, { username: 'history_pg' });
    expect(
      await get(ctx.app, '/client/mine/account/login/page?pageSize=1000', { token }),
    ).toMatchObject({ code: 400 });
  });

  it('names devices from their agent', () => {
    expect(describeAgent('')).toBe('未知设备');
    expect(
      describeAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iOS');
    expect(describeAgent('curl/8.0')).toBe('未知设备');
  });
});

describe('change phone', () => {
  const sendCode = (token: string, telephone: unknown) =>
    post(ctx.app, '/client/mine/account/phone/captcha', { telephone }, { token });
  const change = (token: string, body: unknown) =>
    post<{ telephone: string }>(ctx.app, '/client/mine/account/phone', body, { token });

  it('sends the code to the NEW phone and changes it; the old phone logs in no more', async () => {
    const { token, telephone: old } = await registerMember(ctx, { username: 'phone_me' });
    const fresh = nextPhone();
    expect(await sendCode(token, fresh)).toMatchObject({ code: 1, msg: '验证码已发送' });
    const code = await smsCode(ctx.app, fresh, 5);
    // A code for another purpose or phone is refused.
    expect((await change(token, { telephone: fresh, captcha: '000000' })).code).toBe(400);
    const res = await change(token, { telephone: fresh, captcha: code });
    expect(res).toMatchObject({ code: 1, msg: '手机号已更换' });
    expect(res.data.telephone).toBe(`${fresh.slice(0, 3)}****${fresh.slice(-4)}`);
    const user = await ctx.db
      .selectFrom('users')
      .select('telephone')
      .where('username', '=', 'phone_me')
      .executeTakeFirstOrThrow();
    expect(user.telephone).toBe(fresh);
    // The code is used up.
    expect((await change(token, { telephone: fresh, captcha: code })).code).toBe(400);
    // The old phone is free for a new account.
    ctx.clock.advance(61_000);
    await expect(
      registerMember(ctx, { username: 'phone_next', telephone: old }),
    ).resolves.toBeTruthy();
  });

  it('answers 409 for a phone of another account, and 400 for the same phone', async () => {
    const { token, telephone } = await registerMember(ctx, { username: 'phone_a' });
    const { telephone: taken } = await registerMember(ctx, { username: 'phone_b' });
    expect(await sendCode(token, taken)).toMatchObject({
      code: 409,
      msg: '该手机号已被其他账号使用',
    });
    expect(await change(token, { telephone: taken, captcha: '123456' })).toMatchObject({
      code: 409,
    });
    expect(await sendCode(token, telephone)).toMatchObject({
      code: 400,
      msg: '新手机号不能与当前手机号相同',
    });
  });

  it('checks the fields and refuses guests', async () => {
    const { token } = await registerMember(ctx, { username: 'phone_v' });
    expect(await sendCode(token, '')).toMatchObject({ code: 400, msg: '请输入手机号' });
    expect(await sendCode(token, '12345')).toMatchObject({ code: 400, msg: '请输入正确手机号' });
    expect(await change(token, { telephone: nextPhone() })).toMatchObject({
      code: 400,
      msg: '请输入验证码',
    });
    expect(
      (await post(ctx.app, '/client/mine/account/phone/captcha', { telephone: nextPhone() })).code,
    ).toBe(-401);
  });

  it('lets only one of two accounts take the same new phone', async () => {
    const a = await registerMember(ctx, { username: 'race_a' });
    const b = await registerMember(ctx, { username: 'race_b' });
    const fresh = nextPhone();
    expect((await sendCode(a.token, fresh)).code).toBe(1);
    const codeA = await smsCode(ctx.app, fresh, 5);
    // b asks later (the resend interval is per phone and purpose).
    ctx.clock.advance(61_000);
    expect((await sendCode(b.token, fresh)).code).toBe(1);
    const codeB = await smsCode(ctx.app, fresh, 5);
    const results = await Promise.all([
      change(a.token, { telephone: fresh, captcha: codeA }),
      change(b.token, { telephone: fresh, captcha: codeB }),
    ]);
    expect(results.filter((r) => r.code === 1).length).toBeLessThanOrEqual(1);
    const holders = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('telephone', '=', fresh)
      .execute();
    expect(holders.length).toBe(1);
  });
});

describe('delete by SMS code', () => {
  it('deletes the account with a code sent to the own phone; the session ends, the name is free', async () => {
    const { token, telephone } = await registerMember(ctx, { username: 'sms_delete' });
    expect(await post(ctx.app, '/client/mine/account/delete', {}, { token })).toMatchObject({
      code: 400,
      msg: '请输入密码或短信验证码',
    });
    expect(
      (await post(ctx.app, '/client/mine/account/delete/captcha', undefined, { token })).code,
    ).toBe(1);
    const code = await smsCode(ctx.app, telephone, 6);
    expect(
      (await post(ctx.app, '/client/mine/account/delete', { captcha: '000000' }, { token })).code,
    ).toBe(400);
    const done = await post(ctx.app, '/client/mine/account/delete', { captcha: code }, { token });
    expect(done).toMatchObject({ code: 1, msg: '账号已注销' });
    expect((await get(ctx.app, '/client/mine/message/unread', { token })).code).toBe(-401);
    expect((await passwordLogin(ctx.app, 'sms_delete')).code).toBe(400);
    ctx.clock.advance(61_000);
    await expect(registerMember(ctx, { username: 'sms_delete', telephone })).resolves.toBeTruthy();
  });
});
