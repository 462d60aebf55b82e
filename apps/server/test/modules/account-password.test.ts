import { digestPassword } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../support/app.ts';
import { PASSWORD, passwordLogin, post, registerMember, smsCode } from '../support/client.ts';

const ctx = appForFile();

const NEW_PASSWORD = 'new456@y';

async function forgotCode(telephone: string) {
  ctx.clock.advance(61_000);
  expect((await post(ctx.app, '/client/api/send/captcha', { type: 3, telephone })).code).toBe(1);
  return smsCode(ctx.app, telephone, 3);
}

describe('POST /client/api/forget/psw', () => {
  it('resets the password with a forgot code and ends every session', async () => {
    const { telephone, token } = await registerMember(ctx, { username: 'forgot_me' });
    const captcha = await forgotCode(telephone);
    const res = await post(ctx.app, '/client/api/forget/psw', {
      username: 'forgot_me',
      telephone,
      captcha,
      password: digestPassword(NEW_PASSWORD),
    });
    expect(res).toMatchObject({ code: 1, msg: '密码重置成功，请重新登录' });
    expect((await post(ctx.app, '/client/mine/auth/info', undefined, { token })).code).toBe(-401);
    expect((await passwordLogin(ctx.app, 'forgot_me')).code).toBe(400);
    expect((await passwordLogin(ctx.app, 'forgot_me', NEW_PASSWORD)).code).toBe(1);
  });

  it('refuses an account and phone that do not match, and a register code', async () => {
    const { telephone } = await registerMember(ctx, { username: 'forgot_other' });
    await registerMember(ctx, { username: 'forgot_third' });
    const captcha = await forgotCode(telephone);
    const mismatch = await post(ctx.app, '/client/api/forget/psw', {
      username: 'forgot_third',
      telephone,
      captcha,
      password: digestPassword(NEW_PASSWORD),
    });
    expect(mismatch).toMatchObject({ code: 400, msg: '账号与手机号不匹配' });
    const registerCode = await smsCode(ctx.app, telephone, 2);
    const wrongPurpose = await post(ctx.app, '/client/api/forget/psw', {
      username: 'forgot_other',
      telephone,
      captcha: registerCode === captcha ? '000000' : registerCode,
      password: digestPassword(NEW_PASSWORD),
    });
    expect(wrongPurpose.code).toBe(400);
    expect((await passwordLogin(ctx.app, 'forgot_other')).code).toBe(1);
  });

  it('answers a missing new password with 请输入新密码', async () => {
    const res = await post(ctx.app, '/client/api/forget/psw', {
      username: 'x_user',
      telephone: '13800000000',
      captcha: '123456',
    });
    expect(res).toMatchObject({ code: 400, msg: '请输入新密码' });
  });
});

describe('POST /client/password', () => {
  it('changes the password and ends all sessions of the account', async () => {
    const { token } = await registerMember(ctx, { username: 'change_me' });
    const other = (await passwordLogin(ctx.app, 'change_me')).data.token;
    const res = await post(
      ctx.app,
      '/client/password',
      { oldPassword: digestPassword(PASSWORD), newPassword: digestPassword(NEW_PASSWORD) },
      { token },
    );
    expect(res).toEqual({ code: 1, msg: '修改成功,请重新登录', data: null });
    for (const t of [token, other]) {
      expect((await post(ctx.app, '/client/mine/auth/info', undefined, { token: t })).code).toBe(
        -401,
      );
    }
    expect((await passwordLogin(ctx.app, 'change_me', NEW_PASSWORD)).code).toBe(1);
    const audit = await ctx.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'password.change')
      .execute();
    expect(audit.map((a) => a.outcome)).toContain('success');
  });

  it('clears needChangePassword', async () => {
    const { token } = await registerMember(ctx, { username: 'aged_pw' });
    ctx.clock.advance(31 * 86_400_000);
    const login = await passwordLogin(ctx.app, 'aged_pw');
    expect(login.data.needChangePassword).toBe(true);
    await post(
      ctx.app,
      '/client/password',
      { oldPassword: digestPassword(PASSWORD), newPassword: digestPassword(NEW_PASSWORD) },
      { token: login.data.token },
    );
    expect((await passwordLogin(ctx.app, 'aged_pw', NEW_PASSWORD)).data.needChangePassword).toBe(
      false,
    );
    expect(token).toBeTruthy();
  });

  it('refuses a wrong old password, the same password, a missing old one, and guests', async () => {
    const { token } = await registerMember(ctx, { username: 'change_bad' });
    const wrong = await post(
      ctx.app,
      '/client/password',
      { oldPassword: digestPassword('nope12!x'), newPassword: digestPassword(NEW_PASSWORD) },
      { token },
    );
    expect(wrong).toMatchObject({ code: 400, msg: '旧密码错误' });
    const same = await post(
      ctx.app,
      '/client/password',
      { oldPassword: digestPassword(PASSWORD), newPassword: digestPassword(PASSWORD) },
      { token },
    );
    expect(same).toMatchObject({ code: 400, msg: '新密码不能与旧密码相同' });
    const missing = await post(
      ctx.app,
      '/client/password',
      { newPassword: digestPassword(NEW_PASSWORD) },
      { token },
    );
    expect(missing).toMatchObject({ code: 400, msg: '旧密码不能为空' });
    const guest = await post(ctx.app, '/client/password', {
      oldPassword: digestPassword(PASSWORD),
      newPassword: digestPassword(NEW_PASSWORD),
    });
    expect(guest.code).toBe(-401);
    expect((await post(ctx.app, '/client/mine/auth/info', undefined, { token })).code).toBe(1);
  });
});
